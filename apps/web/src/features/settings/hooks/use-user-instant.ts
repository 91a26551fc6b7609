import { defaultPreferences } from '@paygrid/contracts/user/default-preferences';
import { formatDateTime, type Instant } from '@paygrid/domain/format/date-time-format';
import { formatUserInstant } from '@paygrid/domain/format/relative-time';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '~/features/auth';

export type UserInstant = {
  /** As the person prefers it: relative ("5 minutes ago") or in their zone and formats. */
  text: string;
  /** Always the full date and time in their zone and formats, for a tooltip or a screen reader. */
  full: string;
};

export type UserInstantFormat = {
  /** An instant as the person prefers it, relative to `now` when they prefer relative times. */
  format: (instant: Instant, now: Instant) => UserInstant;
  /** Whether the text depends on `now` (§3 user_relative_time), so it should be renewed. */
  relative: boolean;
};

/** The signed-in person's way of showing instants (§3: time zone, date and time format, relative time). */
export function useUserInstantFormat(): UserInstantFormat {
  const { i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const preferences = user?.attributes.settings.preferences ?? defaultPreferences;
  const { time_zone: timeZone, date_format: dateFormat, time_format: timeFormat } = preferences;
  const relativeTime = preferences.user_relative_time;
  const locale = i18n.language;

  const format = useCallback(
    (instant: Instant, now: Instant) => {
      const options = { timeZone, dateFormat, timeFormat };
      return {
        text: formatUserInstant(instant, { ...options, relativeTime, locale }, now),
        full: formatDateTime(instant, options),
      };
    },
    [timeZone, dateFormat, timeFormat, relativeTime, locale],
  );
  return useMemo(() => ({ format, relative: relativeTime }), [format, relativeTime]);
}

/** Formats instants by the signed-in person's preferences, relative to `now`. */
export function useUserInstant(now: Instant): (instant: Instant) => UserInstant {
  const { format } = useUserInstantFormat();
  return useCallback((instant: Instant) => format(instant, now), [format, now]);
}
