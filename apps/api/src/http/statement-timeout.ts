import { BUSY_STATUS } from '@paygrid/domain';
import { errorCodeIs } from './database-unavailable';
import { problemItem, retryLater } from './problem';

/** PostgreSQL's query_canceled: here, a statement the time limit stopped (issue 33). */
const QUERY_CANCELED = '57014';
const RETRY_AFTER_SECONDS = 5;

/** True when an error (or one it wraps) is a statement PostgreSQL cancelled. */
export const isStatementTimeout = (error: unknown): boolean =>
  errorCodeIs(error, (code) => code === QUERY_CANCELED);

/** A read the time limit stopped: busy, not broken, and not retried by the client by itself (decision 0094). */
export const readTooSlow = () =>
  retryLater(
    BUSY_STATUS,
    'This read took longer than the console allows and was stopped. Narrow the filters, or try again in a few seconds.',
    problemItem(BUSY_STATUS, 'read_too_slow', 'Busy'),
    RETRY_AFTER_SECONDS,
  );
