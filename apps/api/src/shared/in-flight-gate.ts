import type { Problem } from '../http/problem';

/** Work of one kind running in this process, at most `limit` at once; past it the call is refused at once. */
export type InFlightGate = {
  /** Runs the work, or throws the gate's busy problem at once when it is full (`onRefused` runs first). */
  run<T>(work: () => Promise<T>, onRefused?: () => Promise<void>): Promise<T>;
};

/**
 * Counted in the process, not in PostgreSQL or Redis like the rate limits: what it bounds (argon2's threads, libvips'
 * CPU) is this process's own. Refusing rather than queueing keeps a burst from holding everyone else's calls.
 */
export function inFlightGate(limit: number, busy: () => Problem): InFlightGate {
  let inFlight = 0;
  return {
    async run(work, onRefused) {
      if (inFlight >= limit) {
        await onRefused?.();
        throw busy();
      }
      inFlight += 1;
      try {
        return await work();
      } finally {
        inFlight -= 1;
      }
    },
  };
}
