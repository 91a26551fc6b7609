import { zonedDateTime, zonedTimeToEpochMs } from '../format/time-zone';

/** Relative ranges a unix-date filter may name instead of bounds, so a saved "last 7 days" stays relative. */
export const datePresets = [
  'today',
  'yesterday',
  'last-7-days',
  'last-30-days',
  'this-month',
  'last-month',
  'older-than-30-days',
] as const;
export type DatePreset = (typeof datePresets)[number];

export const isDatePreset = (value: unknown): value is DatePreset =>
  typeof value === 'string' && (datePresets as ReadonlyArray<string>).includes(value);

/** Midnight of a calendar date in a time zone (epoch seconds); day and month overflow roll over as in Date.UTC. */
const midnight = (year: number, month: number, day: number, timeZone: string): number => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return Math.floor(
    zonedTimeToEpochMs(
      {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hours: 0,
        minutes: 0,
        seconds: 0,
      },
      timeZone,
    ) / 1000,
  );
};

/**
 * A preset's [gte, lt) in unix seconds, by calendar days of the time zone at `now` (so a DST day is 23 or 25
 * hours). Ranges that end "now" end at the next midnight; older-than-30-days is what last-30-days leaves out.
 */
export const resolveDatePreset = (
  preset: DatePreset,
  timeZone: string,
  now: number = Date.now(),
): { gte?: number; lt?: number } => {
  const { year, month, day } = zonedDateTime(now, timeZone);
  const dayStart = (offset: number) => midnight(year, month, day + offset, timeZone);
  switch (preset) {
    case 'today':
      return { gte: dayStart(0), lt: dayStart(1) };
    case 'yesterday':
      return { gte: dayStart(-1), lt: dayStart(0) };
    case 'last-7-days':
      return { gte: dayStart(-6), lt: dayStart(1) };
    case 'last-30-days':
      return { gte: dayStart(-29), lt: dayStart(1) };
    case 'this-month':
      return { gte: midnight(year, month, 1, timeZone), lt: midnight(year, month + 1, 1, timeZone) };
    case 'last-month':
      return { gte: midnight(year, month - 1, 1, timeZone), lt: midnight(year, month, 1, timeZone) };
    case 'older-than-30-days':
      return { lt: dayStart(-29) };
  }
};
