type FocusableForm = { getInputNode: (path: string) => HTMLElement | null };

/** After a failed submit the first field in error takes the focus, so a keyboard or screen-reader user lands on it. */
export function focusFirstInvalid(form: FocusableForm, errors: Record<string, unknown>): void {
  const first = Object.keys(errors).find((field) => Boolean(errors[field]));
  if (first) form.getInputNode(first)?.focus();
}
