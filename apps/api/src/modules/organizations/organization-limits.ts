import { Problem, problemItem } from '../../http/problem';
import { limitReached, type ThrottleKey } from '../auth/throttle';

const DAY = 24 * 60 * 60 * 1000;

/** Organisations one account may create in a day (issue 33, ADR 0096): a few a day is a business growing. */
export const ORGANIZATIONS_PER_ACCOUNT_DAY = 5;
/** Organisations one account may create in all, archived ones and ones handed to another owner included. */
export const ORGANIZATIONS_PER_ACCOUNT_TOTAL = 20;

/** The daily allowance, counted where the other throttles count (PostgreSQL or Redis), so every server agrees. */
export const organizationCreationKey = (userId: string): ThrottleKey => ({
  key: `organization-create:account:${userId}`,
  max: ORGANIZATIONS_PER_ACCOUNT_DAY,
  windowMs: DAY,
  refuse: limitReached(
    'organizations_per_day',
    `One account may create ${ORGANIZATIONS_PER_ACCOUNT_DAY} organisations a day.`,
    { limit: ORGANIZATIONS_PER_ACCOUNT_DAY },
  ),
});

/** The total is reached for good: 403 (no Retry-After; SPEC §7's client does not repeat it). */
export function organizationsInAllReached(): Problem {
  const message = `One account may create ${ORGANIZATIONS_PER_ACCOUNT_TOTAL} organisations in all.`;
  return new Problem(403, message, [
    {
      ...problemItem(403, 'organizations_in_all', 'Forbidden', message),
      meta: { params: { limit: ORGANIZATIONS_PER_ACCOUNT_TOTAL } },
    },
  ]);
}
