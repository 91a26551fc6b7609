import { BUSY_STATUS } from '@paygrid/domain';
import type { HitCounter } from '../hit-counters/hit-counter';
import { problemItem, retryLater } from '../http/problem';

/**
 * How long a count of reads in flight lives: a server that died mid-read never gives its slot back, and the count
 * starts afresh when its window ends. Far longer than a read may run (the statement time limit, an export's own).
 */
const IN_FLIGHT_WINDOW_MS = 5 * 60 * 1000;
/** When to ask again: an expensive read within the limits takes well under a second (decision 0094). */
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * The cap when HEAVY_READS_PER_ORGANIZATION is unset. The embedded database runs one statement at a time in the
 * server's thread, so every statement of another organisation's page waits behind the reads in flight: two keep a
 * page's list and summary together and another organisation's page within a second (request-cost.test.ts).
 */
export const defaultHeavyReadsPerOrganization = (databaseKind: 'pglite' | 'postgres'): number =>
  databaseKind === 'pglite' ? 2 : 4;

/** One organisation's expensive reads in flight (searches, summaries, exports), counted where every server sees it. */
export type HeavyReads = {
  /** Takes a slot of the organisation's, or answers busy; returns the function that gives it back (once). */
  take(organizationId: string): Promise<() => Promise<void>>;
};

const organizationBusy = () =>
  retryLater(
    BUSY_STATUS,
    'Your organisation is running as many searches, summaries and exports as it may at once. Try again in a few seconds.',
    problemItem(BUSY_STATUS, 'organization_busy', 'Busy'),
    BUSY_RETRY_AFTER_SECONDS,
  );

/**
 * On the embedded database, expensive reads of every organisation take turns, and each turn is followed by a pause
 * as long as it ran (at most a second) before the next begins. PGlite runs a statement in the server's thread, so
 * while one runs nothing else moves, not even reading a request off its socket; a cap alone left another
 * organisation's page waiting 4-5 s behind twenty searches, since each of its steps waited behind one. The pauses
 * give at least half the server's time to everything else (request-cost.test.ts).
 */
export function embeddedReadTurns(): () => Promise<() => void> {
  let last: Promise<void> = Promise.resolve();
  return async () => {
    const previous = last;
    let finish: () => void = () => {};
    last = new Promise<void>((resolve) => {
      finish = resolve;
    });
    await previous;
    const started = performance.now();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const pause = Math.min(1000, performance.now() - started);
      setTimeout(finish, pause).unref();
    };
  };
}

/**
 * A cap of `perOrganization` expensive reads at once for each organisation (issue 33), so one organisation cannot
 * hold the pool or the embedded database: the hit counters (PostgreSQL, or Redis when set) count slots taken and
 * given back, so every server agrees.
 */
export function heavyReadsGate(
  hits: HitCounter,
  perOrganization: number,
  turns?: () => Promise<() => void>,
): HeavyReads {
  return {
    take: async (organizationId) => {
      const key = `heavy-reads:${organizationId}`;
      const { hits: inFlight } = await hits.hit(key, IN_FLIGHT_WINDOW_MS);
      let given = false;
      const giveBack = async () => {
        if (given) return;
        given = true;
        await hits.refund(key);
      };
      if (inFlight > perOrganization) {
        await giveBack();
        throw organizationBusy();
      }
      if (!turns) return giveBack;
      const endTurn = await turns();
      return async () => {
        endTurn();
        await giveBack();
      };
    },
  };
}

/** Takes a slot for one expensive read and returns the function that gives it back. */
export type TakeHeavyRead = () => Promise<() => Promise<void>>;

/** A request outside any organisation (the catalogues) reads without a slot. */
export const noSlotNeeded: TakeHeavyRead = async () => async () => {};

/** Runs one expensive read in a slot of its own, given back however the read ends. */
export async function inHeavyReadSlot<T>(take: TakeHeavyRead, read: () => Promise<T>): Promise<T> {
  const giveBack = await take();
  try {
    return await read();
  } finally {
    await giveBack();
  }
}
