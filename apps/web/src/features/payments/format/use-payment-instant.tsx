import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useNow, useUserInstant } from '~/features/settings';

/** How often relative times ("5 minutes ago") are renewed on the payments screens. */
const RENEW_MS = 30_000;

/**
 * A payment's instant as the reader prefers it (§3 user_relative_time: relative, else their zone and formats),
 * the full date and time always in the element's title and datetime attribute.
 */
export function usePaymentInstant(): (at: string) => ReactNode {
  const instant = useUserInstant(useNow(RENEW_MS));
  return useCallback(
    (at: string) => {
      const { text, full } = instant(at);
      return (
        <time dateTime={at} title={full}>
          {text}
        </time>
      );
    },
    [instant],
  );
}
