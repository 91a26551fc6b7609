import { zonedDateTime } from './time-zone';

const MINUTE = 60_000;

/** The wall clock as if it were UTC, in epoch ms (years below 100 kept: Date.UTC would read them as 19xx). */
const wallClockAsUtc = (epochMs: number, timeZone: string): number => {
  const time = zonedDateTime(epochMs, timeZone);
  const date = new Date(0);
  date.setUTCFullYear(time.year, time.month - 1, time.day);
  date.setUTCHours(time.hours, time.minutes, time.seconds, 0);
  return date.getTime();
};

/**
 * A zone's offset from UTC at an instant, in whole minutes (east positive).
 * @internal Exported for tests only.
 */
export function offsetMinutesAt(epochMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  // Local mean times before standard time had offsets in seconds (Kyiv's +02:02:04 until 1880): ISO 8601 offsets
  // are whole minutes, so the nearest minute, and the wall clock written is the instant plus that offset.
  return Math.round((wallClockAsUtc(wholeSecond, timeZone) - wholeSecond) / MINUTE);
}

/**
 * `+02:00`, `-03:30`, `+00:00`.
 * @internal Exported for tests only.
 */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/**
 * An instant as ISO 8601 in a time zone, with that zone's offset at that instant and milliseconds:
 * `2026-11-27T10:00:00.000+02:00`. Exact across DST changes (the offset is the one in force at the instant), and
 * the text names the same instant as `toISOString()` (`Date.parse` gives the epoch ms back). Years 1 to 9999.
 */
export function instantWithOffset(epochMs: number, timeZone: string): string {
  const offset = offsetMinutesAt(epochMs, timeZone);
  const local = new Date(epochMs + offset * MINUTE).toISOString();
  return `${local.slice(0, -1)}${offsetText(offset)}`;
}
