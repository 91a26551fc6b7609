// What the console's code and its libraries import as `react` (apps/web/vite.config.ts, decision 0086): preact/compat,
// plus the one React 19 component it lacks, Activity, which Mantine's kept-mounted Tabs, Collapse, Tree and Stepper use.
// Plain JavaScript: the sources keep React's types, and this file is bundled, never type-checked against them.
import { createElement } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/** React's Activity: a hidden subtree keeps its state and its DOM, out of sight. */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
