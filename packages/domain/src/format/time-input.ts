/** A time of day as entered in the UI-kit time input (§2: 24-hour and 12-hour forms). */
export type TimeOfDay = { hours: number; minutes: number; seconds: number };
export type TimeInputForm = '24h' | '12h';

const pad2 = (value: number): string => String(value).padStart(2, '0');

const time24Pattern = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;
const time12Pattern = /^(0[1-9]|1[0-2]):([0-5]\d):([0-5]\d) ?([ap])$/;

/**
 * §5 time 24h: hours 00-23, minutes and seconds 00-59, as HH:mm:ss.
 * @internal Exported for tests only.
 */
export const parseTime24 = (text: string): TimeOfDay | undefined => {
  const match = time24Pattern.exec(text);
  if (!match) return undefined;
  return { hours: Number(match[1]), minutes: Number(match[2]), seconds: Number(match[3]) };
};

/**
 * §5 time 12h: hours 01-12, minutes and seconds, then lowercase a or p (one optional space before it).
 * @internal Exported for tests only.
 */
export const parseTime12 = (text: string): TimeOfDay | undefined => {
  const match = time12Pattern.exec(text);
  if (!match) return undefined;
  const hours12 = Number(match[1]) % 12;
  return {
    hours: match[4] === 'p' ? hours12 + 12 : hours12,
    minutes: Number(match[2]),
    seconds: Number(match[3]),
  };
};

/** @internal Exported for tests only. */
export const formatTime24 = (time: TimeOfDay): string =>
  `${pad2(time.hours)}:${pad2(time.minutes)}:${pad2(time.seconds)}`;

/** @internal Exported for tests only. */
export const formatTime12 = (time: TimeOfDay): string => {
  const hours12 = time.hours % 12 === 0 ? 12 : time.hours % 12;
  return `${pad2(hours12)}:${pad2(time.minutes)}:${pad2(time.seconds)} ${time.hours < 12 ? 'a' : 'p'}`;
};

export const parseTimeInput = (text: string, form: TimeInputForm): TimeOfDay | undefined =>
  form === '24h' ? parseTime24(text) : parseTime12(text);

export const formatTimeInput = (time: TimeOfDay, form: TimeInputForm): string =>
  form === '24h' ? formatTime24(time) : formatTime12(time);
