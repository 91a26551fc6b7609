import type { ReactNode } from 'react';
import { useCallback, useSyncExternalStore } from 'react';
import {
  type SharedClock,
  sharedClock,
  type UserInstantFormat,
  useUserInstantFormat,
} from '~/features/settings';

/** How often relative times ("5 minutes ago") are renewed on the payments screens: one timer for all of them. */
const RENEW_MS = 30_000;
const clock: SharedClock = sharedClock(RENEW_MS);
const stillTime = () => () => undefined;

/** One instant; it renews itself with the clock when it is relative, and nothing around it is drawn again. */
function PaymentInstant({ at, format }: { at: string; format: UserInstantFormat }) {
  const now = useSyncExternalStore(format.relative ? clock.subscribe : stillTime, clock.now);
  const { text, full } = format.format(at, now);
  return (
    <time dateTime={at} title={full}>
      {text}
    </time>
  );
}

/**
 * A payment's instant as the reader prefers it (§3 user_relative_time: relative, else their zone and formats),
 * the full date and time always in the element's title and datetime attribute. The function stays the same while
 * the preferences do, so the grid's cells (and rows) are not drawn again as time passes.
 */
export function usePaymentInstant(): (at: string) => ReactNode {
  const format = useUserInstantFormat();
  return useCallback((at: string) => <PaymentInstant at={at} format={format} />, [format]);
}
