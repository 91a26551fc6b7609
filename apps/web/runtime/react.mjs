// What the console's code and its libraries import as `react` (apps/web/vite.config.ts, decision 0086): preact/compat,
// plus what React 19 does that preact/compat does not. Plain JavaScript: the sources keep React's types, and this
// file is bundled, never type-checked against them.
import { createElement } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/** React's Activity: a hidden subtree keeps its state and its DOM, out of sight. */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

/**
 * React's startTransition lets the browser paint before a transition's updates are drawn; preact/compat runs them at
 * once, inside the event that asked. React Router puts every navigation's state in a transition: run at once, a sort
 * click drew the whole page twice before the click's own paint (INP 120 → 896 ms at a 4× slower CPU). A task of its
 * own gives the paint its turn first. The transitions asked before that task runs are drawn together, as React
 * batches them: a navigation's "loading" state and its end, asked in the same click, draw the page once, not twice.
 * The updates still run in the order they were asked.
 */
let waitingTransitions = [];
let taskAsked = false;

export function startTransition(callback) {
  waitingTransitions.push(callback);
  if (!taskAsked) {
    taskAsked = true;
    setTimeout(runWaitingTransitions, 0);
  }
}

function runWaitingTransitions() {
  taskAsked = false;
  const transitions = waitingTransitions;
  waitingTransitions = [];
  for (const transition of transitions) {
    try {
      transition();
    } catch (error) {
      // One failing update does not drop the others; the error still reaches window.onerror as before.
      setTimeout(() => {
        throw error;
      }, 0);
    }
  }
}
