import { type CalendarDate, formatDateInput } from '../format/date-input';
import {
  dateSegmentTexts,
  type InputForms,
  readDateSegments,
  readTimeSegments,
  type SegmentReading,
  type SegmentTexts,
  timeSegmentTexts,
} from '../format/input-segments';
import { formatTimeInput, type TimeOfDay } from '../format/time-input';
import { zonedDateTime, zonedTimeToEpochMs } from '../format/time-zone';
import type { DatePreset } from './date-presets';
import type { UnixDateFilter, UnixDateFilterType } from './filter-types';

/** One end of a date filter as a person enters it: a calendar date and, optionally, a time of day. */
export type DateEntry = { date: CalendarDate; time?: TimeOfDay };

/** What the unix-date filter widget holds: a comparison with its ends, or a relative preset. */
export type UnixDateEntry =
  | { kind: 'preset'; preset: DatePreset }
  | { kind: 'range'; type: UnixDateFilterType; from?: DateEntry; to?: DateEntry };

const DAY_START: TimeOfDay = { hours: 0, minutes: 0, seconds: 0 };

const seconds = (date: CalendarDate, time: TimeOfDay, timeZone: string): number =>
  Math.floor(zonedTimeToEpochMs({ ...date, ...time }, timeZone) / 1000);

const nextDay = ({ year, month, day }: CalendarDate): CalendarDate => {
  const date = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

const previousDay = ({ year, month, day }: CalendarDate): CalendarDate => {
  const date = new Date(Date.UTC(year, month - 1, day - 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

/** The first second an entry covers: its time, or the start of its day. */
const startOf = (entry: DateEntry, timeZone: string) =>
  seconds(entry.date, entry.time ?? DAY_START, timeZone);

/** The first second after an entry: one second past its time, or the next midnight. */
const endOf = (entry: DateEntry, timeZone: string) =>
  entry.time
    ? seconds(entry.date, entry.time, timeZone) + 1
    : seconds(nextDay(entry.date), DAY_START, timeZone);

/**
 * §3 an entry -> the wire filter, in the user's time zone; undefined while an end it needs is missing or the range
 * is empty. Both ends of "between" are included; "after" and "before" leave out the date (or second) named;
 * "equal to" is the whole day (docs/decisions/0045).
 */
export const unixDateFilterOf = (entry: UnixDateEntry, timeZone: string): UnixDateFilter | undefined => {
  if (entry.kind === 'preset') return { type: 'between', preset: entry.preset };
  const { type, from, to } = entry;
  switch (type) {
    case 'between': {
      if (!from || !to) return undefined;
      const gte = startOf(from, timeZone);
      const lt = endOf(to, timeZone);
      return gte < lt ? { type, gte, lt } : undefined;
    }
    case 'is-after':
      return from ? { type, gte: endOf(from, timeZone) } : undefined;
    case 'is-before':
      return from ? { type, lt: startOf(from, timeZone) } : undefined;
    case 'is-equal-to':
      return from ? { type, gte: seconds(from.date, DAY_START, timeZone) } : undefined;
  }
};

const entryAt = (unixSeconds: number, timeZone: string): DateEntry => {
  const { year, month, day, hours, minutes, seconds: second } = zonedDateTime(unixSeconds * 1000, timeZone);
  const date = { year, month, day };
  return hours === 0 && minutes === 0 && second === 0
    ? { date }
    : { date, time: { hours, minutes, seconds: second } };
};

/** The entry an end-exclusive bound came from: the day before a midnight, or the second before. */
const entryBefore = (unixSeconds: number, timeZone: string): DateEntry => {
  const at = entryAt(unixSeconds, timeZone);
  return at.time ? entryAt(unixSeconds - 1, timeZone) : { date: previousDay(at.date) };
};

/** The wire filter -> what the widget shows, in the user's time zone (the inverse of unixDateFilterOf). */
export const unixDateEntryOf = (filter: UnixDateFilter, timeZone: string): UnixDateEntry => {
  if (filter.preset !== undefined) return { kind: 'preset', preset: filter.preset };
  const { type, gte, lt } = filter;
  switch (type) {
    case 'between':
      return {
        kind: 'range',
        type,
        ...(gte !== undefined ? { from: entryAt(gte, timeZone) } : {}),
        ...(lt !== undefined ? { to: entryBefore(lt, timeZone) } : {}),
      };
    case 'is-after':
      return { kind: 'range', type, ...(gte !== undefined ? { from: entryBefore(gte, timeZone) } : {}) };
    case 'is-before':
      return { kind: 'range', type, ...(lt !== undefined ? { from: entryAt(lt, timeZone) } : {}) };
    case 'is-equal-to':
      return {
        kind: 'range',
        type,
        ...(gte !== undefined ? { from: { date: entryAt(gte, timeZone).date } } : {}),
      };
  }
};

/** One end as its segments hold it: a date (needed) and a time (optional); invalid when either part is (§5). */
export const readDateEntry = (texts: SegmentTexts, forms: InputForms): SegmentReading<DateEntry> => {
  const date = readDateSegments(texts, forms.order);
  const time = readTimeSegments(texts, forms.clock);
  if (date.kind === 'invalid' || time.kind === 'invalid') return { kind: 'invalid' };
  if (date.kind === 'empty') return time.kind === 'empty' ? { kind: 'empty' } : { kind: 'invalid' };
  return {
    kind: 'value',
    value: time.kind === 'value' ? { date: date.value, time: time.value } : { date: date.value },
  };
};

/** One end split into its segments' texts, in the reader's order and clock. */
export const dateEntryTexts = (entry: DateEntry | undefined, forms: InputForms): SegmentTexts =>
  entry
    ? {
        ...dateSegmentTexts(entry.date, forms.order),
        ...(entry.time ? timeSegmentTexts(entry.time, forms.clock) : {}),
      }
    : {};

/** One end as the reader writes it: "31-03-2026", or "31-03-2026 01:30:00 p". */
export const formatDateEntry = (entry: DateEntry, forms: InputForms): string =>
  entry.time
    ? `${formatDateInput(entry.date, forms.order)} ${formatTimeInput(entry.time, forms.clock)}`
    : formatDateInput(entry.date, forms.order);
