import { BUSY_STATUS } from '@paygrid/domain';
import { Problem, problemItem } from './problem';

/** PostgreSQL's query_canceled: here, a statement the time limit stopped (issue 33). */
const QUERY_CANCELED = '57014';
const RETRY_AFTER_SECONDS = 5;

/** True when an error (or one it wraps) is a statement PostgreSQL cancelled. */
export function isStatementTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === QUERY_CANCELED) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A read the time limit stopped: busy, not broken, and not retried by the client by itself (decision 0094). */
export const readTooSlow = () =>
  new Problem(
    BUSY_STATUS,
    'This read took longer than the console allows and was stopped. Narrow the filters, or try again in a few seconds.',
    [problemItem(BUSY_STATUS, 'read_too_slow', 'Busy')],
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );
