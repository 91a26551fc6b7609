import type { ReactNode } from 'react';
import { useCallback, useSyncExternalStore } from 'react';
import { type SharedClock, sharedClock } from './shared-clock';
import { type UserInstantFormat, useUserInstantFormat } from './use-user-instant';

/** How often relative times ("5 minutes ago") are renewed on the grid screens: one timer for all of them. */
const RENEW_MS = 30_000;
const clock: SharedClock = sharedClock(RENEW_MS);
const stillTime = () => () => undefined;

/** One instant; it renews itself with the clock when it is relative, and nothing around it is drawn again. */
function Instant({ at, format }: { at: string; format: UserInstantFormat }) {
  const now = useSyncExternalStore(format.relative ? clock.subscribe : stillTime, clock.now);
  const { text, full } = format.format(at, now);
  return (
    <time dateTime={at} title={full}>
      {text}
    </time>
  );
}

/**
 * An instant as the reader prefers it (§3 user_relative_time: relative, else their zone and formats), the full
 * date and time always in the element's title and datetime attribute: the payments' and the audit log's times.
 * The function stays the same while the preferences do, so a grid's cells (and rows) are not drawn again as time
 * passes.
 */
export function useInstantElement(): (at: string) => ReactNode {
  const format = useUserInstantFormat();
  return useCallback((at: string) => <Instant at={at} format={format} />, [format]);
}
