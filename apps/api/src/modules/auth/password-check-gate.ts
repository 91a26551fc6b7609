import { Problem, problemItem } from '../../http/problem';
import { type InFlightGate, inFlightGate } from '../../shared/in-flight-gate';

/** How many sign-in password checks may run or wait at once on one server. */
const PASSWORD_CHECKS_IN_FLIGHT = 8;

/** Runs a check, or answers 503 at once when the gate is full, so a burst of logins starves nobody else. */
export type PasswordCheckGate = InFlightGate;

const serverBusy = () =>
  new Problem(
    503,
    'The server is busy signing people in. Try again in a second.',
    [problemItem(503, 'sign_in_busy', 'Service Unavailable')],
    { 'retry-after': '1' },
  );

/**
 * argon2 runs on libuv's small thread pool; a burst of hundreds of logins would queue there and hold the event loop's
 * other work (and PGlite, on the main thread) behind it. Bounding the checks in flight keeps every other call
 * answering under a burst (issue 9, overload).
 */
export const createPasswordCheckGate = (limit = PASSWORD_CHECKS_IN_FLIGHT): PasswordCheckGate =>
  inFlightGate(limit, serverBusy);
