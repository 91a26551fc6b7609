import { type CalendarDate, type DateOrder, formatDateInput, parseDateInput } from './date-input';
import { dateFormats, timeFormats } from './date-time-format';
import { parseTimeInput, type TimeInputForm, type TimeOfDay } from './time-input';

/** §2 the parts of a segmented date or time input, each typed and stepped on its own. */
export type DateSegment = 'year' | 'month' | 'day';
export type TimeSegment = 'hours' | 'minutes' | 'seconds' | 'meridiem';
export type Segment = DateSegment | TimeSegment;

/** What a segment holds as typed: digits (or a / p for the meridiem), possibly not yet complete. */
export type SegmentTexts = Partial<Record<Segment, string>>;

/** The user's input forms, read from their display formats (§3 preferences). */
export type InputForms = { order: DateOrder; clock: TimeInputForm };

const orderOfFormat: Record<(typeof dateFormats)[number], DateOrder> = {
  'yyyy-MM-dd': 'year-month-day',
  'dd-MM-yyyy': 'day-month-year',
  'MM-dd-yyyy': 'month-day-year',
};

/** §2/§9 a date format picks the order (year-month-day when unknown); an `hh` time format the 12-hour clock. */
export const inputFormsOf = (preferences: { dateFormat?: string; timeFormat?: string }): InputForms => {
  const format = dateFormats.find((candidate) => candidate === preferences.dateFormat);
  const time = timeFormats.find((candidate) => candidate === preferences.timeFormat);
  return {
    order: format ? orderOfFormat[format] : 'year-month-day',
    clock: time?.startsWith('hh') ? '12h' : '24h',
  };
};

export const dateSegmentsOf = (order: DateOrder): DateSegment[] => order.split('-') as DateSegment[];

/** Always hours, minutes and seconds (§2), then a or p on the 12-hour clock. */
export const timeSegmentsOf = (clock: TimeInputForm): TimeSegment[] =>
  clock === '12h' ? ['hours', 'minutes', 'seconds', 'meridiem'] : ['hours', 'minutes', 'seconds'];

/** How many characters complete a segment. */
export const segmentLength = (segment: Segment): number =>
  segment === 'year' ? 4 : segment === 'meridiem' ? 1 : 2;

/** The values a numeric segment may take (§5): the hours depend on the clock. */
const segmentRange = (segment: Segment, clock: TimeInputForm): { min: number; max: number } => {
  switch (segment) {
    case 'year':
      // Four digits (§5) and no leading zero: Date.UTC reads years below 100 as 19xx.
      return { min: 1000, max: 9999 };
    case 'month':
      return { min: 1, max: 12 };
    case 'day':
      return { min: 1, max: 31 };
    case 'hours':
      return clock === '12h' ? { min: 1, max: 12 } : { min: 0, max: 23 };
    case 'meridiem':
      return { min: 0, max: 1 };
    default:
      return { min: 0, max: 59 };
  }
};

const pad = (value: number, segment: Segment): string => String(value).padStart(segmentLength(segment), '0');

/** The outcome of one key in a segment: its new text, and whether the caret moves to the next segment. */
export type SegmentTyping = { text: string; advance: boolean };

/**
 * One character typed into a segment holding `text`. Digits fill it and move on as soon as no further digit could
 * keep the value in range ("3" in a month is March); a digit that would overflow starts the segment again.
 * The meridiem takes a or p. Anything else leaves the segment as it was.
 */
export const typeIntoSegment = (
  segment: Segment,
  text: string,
  key: string,
  clock: TimeInputForm,
): SegmentTyping => {
  if (segment === 'meridiem') {
    const letter = key.toLowerCase();
    return letter === 'a' || letter === 'p' ? { text: letter, advance: true } : { text, advance: false };
  }
  if (!/^\d$/.test(key)) return { text, advance: false };
  const length = segmentLength(segment);
  const { max } = segmentRange(segment, clock);
  const full = text.length >= length;
  const candidate = full ? key : text + key;
  const value = Number(candidate);
  if (candidate.length > 1 && value > max) return typeIntoSegment(segment, '', key, clock);
  if (candidate.length === length) return { text: candidate, advance: true };
  // Complete once another digit could only overflow ("3" in a month, "7" in the minutes).
  const smallestNext = value * 10 ** (length - candidate.length);
  return smallestNext > max
    ? { text: pad(value, segment), advance: true }
    : { text: candidate, advance: false };
};

/** Backspace: the last character goes; an empty segment sends the caret back to the one before. */
export const eraseFromSegment = (text: string): { text: string; retreat: boolean } =>
  text === '' ? { text: '', retreat: true } : { text: text.slice(0, -1), retreat: false };

/**
 * Arrow up (+1) or down (-1): the value steps within its range and wraps. An empty segment starts at `start`
 * when given (the current year), else at the end of its range the arrow points from.
 */
export const stepSegment = (
  segment: Segment,
  text: string,
  delta: 1 | -1,
  clock: TimeInputForm,
  start?: number,
): string => {
  if (segment === 'meridiem') return text === 'p' ? 'a' : 'p';
  const { min, max } = segmentRange(segment, clock);
  if (text === '') return pad(start ?? (delta === 1 ? min : max), segment);
  const current = Math.min(Math.max(Number(text), min), max);
  const next = current + delta > max ? min : current + delta < min ? max : current + delta;
  return pad(next, segment);
};

/** A segment as it is left: two-digit parts padded ("3" -> "03"); a short year stays short (invalid). */
export const settleSegment = (segment: Segment, text: string): string =>
  text === '' || segment === 'meridiem' || segment === 'year' ? text : pad(Number(text), segment);

const isEmpty = (texts: SegmentTexts, segments: ReadonlyArray<Segment>) =>
  segments.every((segment) => (texts[segment] ?? '') === '');

/**
 * Whether the day exists in its month (30 April, 29 February only in leap years).
 * @internal Exported for tests only.
 */
export const isCalendarDate = ({ year, month, day }: CalendarDate): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** The outcome of reading segments: nothing typed, a value, or an invalid entry (§5). */
export type SegmentReading<T> = { kind: 'empty' } | { kind: 'value'; value: T } | { kind: 'invalid' };

/** The date the segments hold, checked by §5's date-input rule and the calendar. */
export const readDateSegments = (texts: SegmentTexts, order: DateOrder): SegmentReading<CalendarDate> => {
  const segments = dateSegmentsOf(order);
  if (isEmpty(texts, segments)) return { kind: 'empty' };
  const text = segments.map((segment) => settleSegment(segment, texts[segment] ?? '')).join('-');
  const date = parseDateInput(text, order);
  return date && date.year >= 1000 && isCalendarDate(date)
    ? { kind: 'value', value: date }
    : { kind: 'invalid' };
};

/** The time of day the segments hold, checked by §5's 24-hour or 12-hour rule. */
export const readTimeSegments = (texts: SegmentTexts, clock: TimeInputForm): SegmentReading<TimeOfDay> => {
  const segments = timeSegmentsOf(clock);
  if (isEmpty(texts, segments)) return { kind: 'empty' };
  const [hours, minutes, seconds] = (['hours', 'minutes', 'seconds'] as const).map((segment) =>
    settleSegment(segment, texts[segment] ?? ''),
  );
  const text =
    clock === '12h'
      ? `${hours}:${minutes}:${seconds} ${texts.meridiem ?? ''}`
      : `${hours}:${minutes}:${seconds}`;
  const time = parseTimeInput(text, clock);
  return time ? { kind: 'value', value: time } : { kind: 'invalid' };
};

/** A date split into its segments' texts. */
export const dateSegmentTexts = (date: CalendarDate, order: DateOrder): SegmentTexts => {
  const [first, second, third] = formatDateInput(date, order).split('-');
  const [a, b, c] = dateSegmentsOf(order);
  return { [a as DateSegment]: first, [b as DateSegment]: second, [c as DateSegment]: third };
};

/** A time of day split into its segments' texts on the given clock. */
export const timeSegmentTexts = (time: TimeOfDay, clock: TimeInputForm): SegmentTexts => {
  const minutes = pad(time.minutes, 'minutes');
  const seconds = pad(time.seconds, 'seconds');
  if (clock === '24h') return { hours: pad(time.hours, 'hours'), minutes, seconds };
  const hours12 = time.hours % 12 === 0 ? 12 : time.hours % 12;
  return { hours: pad(hours12, 'hours'), minutes, seconds, meridiem: time.hours < 12 ? 'a' : 'p' };
};
