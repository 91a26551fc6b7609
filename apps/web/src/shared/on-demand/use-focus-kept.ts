import { type FocusEvent, useLayoutEffect, useRef } from 'react';
import { focusLost, movedOn } from './focus-lost';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** An element as a reader knows it: its kind and its name. */
const describe = (element: EventTarget | null): string | undefined =>
  element instanceof HTMLElement
    ? `${element.tagName}|${element.getAttribute('aria-label') ?? element.textContent ?? ''}`
    : undefined;

/**
 * Keeps the focus in a part of the page that is drawn anew when an on-demand part arrives (the saved picks when
 * dragging arrives, the grid's table when column dragging does): the element that had the focus before the swap,
 * found again by its kind and name, has it after, unless the reader had moved on. Spread the result on a container
 * that stays in place across the swap.
 */
export function useFocusKept<E extends HTMLElement>(swap: unknown) {
  const ref = useRef<E>(null);
  const focused = useRef<string | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the swap is the trigger.
  useLayoutEffect(() => {
    const wanted = focused.current;
    if (wanted === undefined || !focusLost() || !ref.current) return;
    const again = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      (element) => describe(element) === wanted,
    );
    again?.focus();
  }, [swap]);
  return {
    ref,
    onFocusCapture: (event: FocusEvent) => {
      focused.current = describe(event.target);
    },
    onBlurCapture: (event: FocusEvent) => {
      const inside = event.relatedTarget instanceof Node && ref.current?.contains(event.relatedTarget);
      if (movedOn(event) && !inside) focused.current = undefined;
    },
  };
}
