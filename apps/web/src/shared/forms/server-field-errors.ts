import { type FieldFailure, fieldErrorsOf } from '../http/api-failure';
import { encodeFieldMessage } from './field-message';
import { focusFirstInvalid } from './focus-first-invalid';

/** Words a field failure differently from the API's own code (an encoded field message), or keeps it. */
export type FieldWording = (failure: FieldFailure, field: string) => string | undefined;

/** The part of a Mantine form the server's answer writes to. */
export type ServerErrorsForm = {
  setErrors: (errors: Record<string, string>) => void;
  getInputNode: (path: string) => HTMLElement | null;
};

/**
 * The API's field failures (`errors[].source.pointer`) as Mantine form errors, only for fields the form has;
 * empty when the failure is not about fields.
 * @internal Exported for tests only.
 */
export function serverFieldErrors(
  error: unknown,
  fields: ReadonlyArray<string>,
  wording?: FieldWording,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, failure] of Object.entries(fieldErrorsOf(error))) {
    if (!fields.includes(field)) continue;
    errors[field] =
      wording?.(failure, field) ??
      encodeFieldMessage({ key: failure.key, params: failure.params, fallback: failure.title });
  }
  return errors;
}

/** Whether a failure names one of the form's fields: then the fields say it, not an alert above the form. */
export function failsOnFields(error: unknown, fields: ReadonlyArray<string>): boolean {
  return Object.keys(serverFieldErrors(error, fields)).length > 0;
}

/**
 * Puts a server 422 on the form's fields and focuses the first one; answers whether any field took a message
 * (when none did, the failure is for the form as a whole).
 */
export function showServerFieldErrors(
  form: ServerErrorsForm,
  error: unknown,
  fields: ReadonlyArray<string>,
  wording?: FieldWording,
): boolean {
  const errors = serverFieldErrors(error, fields, wording);
  form.setErrors(errors);
  focusFirstInvalid(form, errors);
  return Object.keys(errors).length > 0;
}
