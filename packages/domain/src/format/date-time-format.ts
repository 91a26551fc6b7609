import { DEFAULT_TIME_ZONE, type ZonedDateTime, zonedDateTime } from './time-zone';

/** §9 default formats. */
const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd';
const DEFAULT_TIME_FORMAT = 'HH:mm';

/** Date formats a user can pick: the three dash orders (§2). */
export const dateFormats = ['yyyy-MM-dd', 'dd-MM-yyyy', 'MM-dd-yyyy'] as const;
/** Time formats a user can pick: 24-hour or 12-hour. */
export const timeFormats = ['HH:mm', 'HH:mm:ss', 'hh:mm a', 'hh:mm:ss a'] as const;

/** An instant: a Date, epoch milliseconds, or an ISO-8601 text. */
export type Instant = Date | number | string;

export const toEpochMs = (instant: Instant): number => {
  const ms =
    instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  return ms;
};

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

const tokens: Record<string, (time: ZonedDateTime) => string> = {
  yyyy: (t) => pad(t.year, 4),
  MM: (t) => pad(t.month),
  dd: (t) => pad(t.day),
  HH: (t) => pad(t.hours),
  hh: (t) => pad(t.hours % 12 === 0 ? 12 : t.hours % 12),
  mm: (t) => pad(t.minutes),
  ss: (t) => pad(t.seconds),
  a: (t) => (t.hours < 12 ? 'am' : 'pm'),
};

/** Formats with yyyy, MM, dd, HH, hh, mm, ss and a (am/pm); other characters are kept. */
export const formatInZone = (
  instant: Instant,
  pattern: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string => {
  const time = zonedDateTime(toEpochMs(instant), timeZone);
  return pattern.replace(/yyyy|MM|dd|HH|hh|mm|ss|a/g, (token) => tokens[token]?.(time) ?? token);
};

/** The user's date and time preferences (§3), all optional with §9 defaults. */
export type DateTimePreferences = { timeZone?: string; dateFormat?: string; timeFormat?: string };

export const formatDate = (instant: Instant, preferences: DateTimePreferences = {}): string =>
  formatInZone(instant, preferences.dateFormat ?? DEFAULT_DATE_FORMAT, preferences.timeZone);

export const formatTime = (instant: Instant, preferences: DateTimePreferences = {}): string =>
  formatInZone(instant, preferences.timeFormat ?? DEFAULT_TIME_FORMAT, preferences.timeZone);

export const formatDateTime = (instant: Instant, preferences: DateTimePreferences = {}): string =>
  formatInZone(
    instant,
    `${preferences.dateFormat ?? DEFAULT_DATE_FORMAT} ${preferences.timeFormat ?? DEFAULT_TIME_FORMAT}`,
    preferences.timeZone,
  );
