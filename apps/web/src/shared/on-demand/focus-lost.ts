import type { FocusEvent } from 'react';

/** True when nothing has the focus: what a focused element leaves behind when it is taken out of the page. */
export const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/** True when the focus left for another element of the page: the reader moved on. */
export const movedOn = (event: FocusEvent) => event.relatedTarget !== null;
