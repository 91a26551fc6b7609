/** §9 default time zone. */
export const DEFAULT_TIME_ZONE = 'Europe/Kiev';

export type ZonedDateTime = {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** Whether Intl knows the time zone. */
export const isValidTimeZone = (timeZone: string): boolean => {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
};

/** The wall-clock reading of an instant in a time zone. */
export const zonedDateTime = (epochMs: number, timeZone: string): ZonedDateTime => {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hours: parts.hour ?? 0,
    minutes: parts.minute ?? 0,
    seconds: parts.second ?? 0,
  };
};

const wallClockAsUtc = (time: ZonedDateTime): number =>
  Date.UTC(time.year, time.month - 1, time.day, time.hours, time.minutes, time.seconds);

/** The instant at which a time zone's clock shows the given wall-clock time (the earlier one in a DST overlap). */
export const zonedTimeToEpochMs = (time: ZonedDateTime, timeZone: string): number => {
  const target = wallClockAsUtc(time);
  let guess = target;
  for (let step = 0; step < 3; step += 1) {
    const offset = wallClockAsUtc(zonedDateTime(guess, timeZone)) - guess;
    const next = target - offset;
    if (next === guess) break;
    guess = next;
  }
  return guess;
};

/** Start of the calendar day that contains the instant, and of the next one, in a time zone (epoch ms). */
export const zonedDayBounds = (epochMs: number, timeZone: string): { start: number; end: number } => {
  const { year, month, day } = zonedDateTime(epochMs, timeZone);
  const midnight = { year, month, day, hours: 0, minutes: 0, seconds: 0 };
  const nextDay = new Date(Date.UTC(year, month - 1, day + 1));
  return {
    start: zonedTimeToEpochMs(midnight, timeZone),
    end: zonedTimeToEpochMs(
      {
        ...midnight,
        year: nextDay.getUTCFullYear(),
        month: nextDay.getUTCMonth() + 1,
        day: nextDay.getUTCDate(),
      },
      timeZone,
    ),
  };
};
