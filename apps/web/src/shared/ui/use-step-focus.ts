import { useEffect, useRef } from 'react';

const FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled])';

/**
 * Where focus goes when a dialog moves to another step: the step's first field, else its button marked
 * `data-autofocus`. The control that had focus left with the step before, and focus would fall to the page behind
 * the dialog (Mantine places it only when the dialog opens). Put the ref on each step's root.
 */
export function useStepFocus<T extends HTMLElement>(step: unknown) {
  const root = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const element = root.current;
    (
      element?.querySelector<HTMLElement>(FIELD) ?? element?.querySelector<HTMLElement>('[data-autofocus]')
    )?.focus();
  }, [step]);
  return root;
}
