import { afterEach, describe, expect, it, vi } from 'vitest';
// Plain JavaScript, bundled in place of React (decision 0086): this file, like it, is not type-checked.
import { startTransition } from './react.mjs';

/** One turn of the event loop: the transitions' task has run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("React's startTransition on Preact", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs nothing inside the event that asked: the click paints first', async () => {
    const ran: string[] = [];
    startTransition(() => ran.push('navigation'));
    expect(ran).toEqual([]);
    await nextTask();
    expect(ran).toEqual(['navigation']);
  });

  it("runs the transitions asked before its task in that one task, in order (one render, as React's batching)", async () => {
    const ran: string[] = [];
    startTransition(() => {
      ran.push('loading');
      // A microtask runs between tasks: had each transition a task of its own, it would come second.
      queueMicrotask(() => ran.push('between tasks'));
    });
    startTransition(() => ran.push('loaded'));
    await nextTask();
    expect(ran).toEqual(['loading', 'loaded', 'between tasks']);
  });

  it('a transition asked while the task runs waits for the next one', async () => {
    const ran: string[] = [];
    startTransition(() => {
      ran.push('first');
      startTransition(() => ran.push('asked by the first'));
    });
    await nextTask();
    expect(ran).toEqual(['first']);
    await nextTask();
    expect(ran).toEqual(['first', 'asked by the first']);
  });

  it('one failing transition does not drop the others, and its error is still thrown', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    startTransition(() => {
      throw new Error('a broken update');
    });
    startTransition(() => ran.push('the next update'));
    expect(() => vi.runAllTimers()).toThrow('a broken update');
    expect(ran).toEqual(['the next update']);
  });
});
