import { type DateTimePreferences, formatDateTime, type Instant, toEpochMs } from './date-time-format';

const units: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 hours ago", "in 2 days", "yesterday" in the UI locale, picking the largest whole unit. */
export const formatRelativeTime = (instant: Instant, now: Instant, locale = 'en'): string => {
  const seconds = Math.round((toEpochMs(instant) - toEpochMs(now)) / 1000);
  const formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'second')
      return formatter.format(Math.trunc(seconds / size), unit);
  }
  /* c8 ignore next */
  return formatter.format(0, 'second');
};

/** §3 user_relative_time: relative text when the user prefers it, else the date-time in their zone and format. */
export const formatUserInstant = (
  instant: Instant,
  preferences: DateTimePreferences & { relativeTime?: boolean; locale?: string },
  now: Instant,
): string =>
  preferences.relativeTime
    ? formatRelativeTime(instant, now, preferences.locale)
    : formatDateTime(instant, preferences);
