import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from './date-input';
import { dateOrders } from './date-input.test-support';
import {
  dateSegmentsOf,
  dateSegmentTexts,
  eraseFromSegment,
  inputFormsOf,
  isCalendarDate,
  readDateSegments,
  readTimeSegments,
  type Segment,
  type SegmentTexts,
  stepSegment,
  timeSegmentsOf,
  timeSegmentTexts,
  typeIntoSegment,
} from './input-segments';
import type { TimeInputForm, TimeOfDay } from './time-input';

const calendarDate = fc
  .record({
    year: fc.integer({ min: 1000, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(isCalendarDate);
const timeOfDay = fc.record({
  hours: fc.integer({ min: 0, max: 23 }),
  minutes: fc.integer({ min: 0, max: 59 }),
  seconds: fc.integer({ min: 0, max: 59 }),
});
const clock = fc.constantFrom<TimeInputForm>('24h', '12h');
const order = fc.constantFrom(...dateOrders);

/** Types a whole text, one key at a time, the caret moving on as the input moves it. */
const typeAll = (segments: ReadonlyArray<Segment>, keys: string, form: TimeInputForm): SegmentTexts => {
  const texts: SegmentTexts = {};
  let at = 0;
  for (const key of keys) {
    const segment = segments[at];
    if (!segment) break;
    const typed = typeIntoSegment(segment, texts[segment] ?? '', key, form);
    texts[segment] = typed.text;
    if (typed.advance) at += 1;
  }
  return texts;
};

describe('§2 segmented date and time inputs', () => {
  it('§9 preferences pick the order and the clock; year-month-day and 24 hours by default', () => {
    expect(inputFormsOf({})).toEqual({ order: 'year-month-day', clock: '24h' });
    expect(inputFormsOf({ dateFormat: 'dd-MM-yyyy', timeFormat: 'hh:mm a' })).toEqual({
      order: 'day-month-year',
      clock: '12h',
    });
    expect(inputFormsOf({ dateFormat: 'MM-dd-yyyy', timeFormat: 'HH:mm:ss' })).toEqual({
      order: 'month-day-year',
      clock: '24h',
    });
    expect(dateSegmentsOf('day-month-year')).toEqual(['day', 'month', 'year']);
    expect(timeSegmentsOf('12h')).toEqual(['hours', 'minutes', 'seconds', 'meridiem']);
  });

  it('a date split into segments reads back as the same date, in every order (round trip)', () => {
    fc.assert(
      fc.property(calendarDate, order, (date: CalendarDate, chosen) => {
        expect(readDateSegments(dateSegmentTexts(date, chosen), chosen)).toEqual({
          kind: 'value',
          value: date,
        });
      }),
    );
  });

  it('a time split into segments reads back as the same time, on both clocks (round trip)', () => {
    fc.assert(
      fc.property(timeOfDay, clock, (time: TimeOfDay, form) => {
        expect(readTimeSegments(timeSegmentTexts(time, form), form)).toEqual({ kind: 'value', value: time });
      }),
    );
  });

  it('typing the digits of a formatted date, one after another, fills the segments with that date', () => {
    fc.assert(
      fc.property(calendarDate, order, (date, chosen) => {
        const segments = dateSegmentsOf(chosen);
        const texts = dateSegmentTexts(date, chosen);
        const keys = segments.map((segment) => texts[segment]).join('');
        expect(readDateSegments(typeAll(segments, keys, '24h'), chosen)).toEqual({
          kind: 'value',
          value: date,
        });
      }),
    );
  });

  it('typing a formatted time, a or p included, fills the segments with that time', () => {
    fc.assert(
      fc.property(timeOfDay, clock, (time, form) => {
        const segments = timeSegmentsOf(form);
        const texts = timeSegmentTexts(time, form);
        const keys = segments.map((segment) => texts[segment]).join('');
        expect(readTimeSegments(typeAll(segments, keys, form), form)).toEqual({ kind: 'value', value: time });
      }),
    );
  });

  it('a digit that cannot start a two-digit value completes the segment at once', () => {
    expect(typeIntoSegment('month', '', '3', '24h')).toEqual({ text: '03', advance: true });
    expect(typeIntoSegment('month', '', '1', '24h')).toEqual({ text: '1', advance: false });
    expect(typeIntoSegment('month', '1', '2', '24h')).toEqual({ text: '12', advance: true });
    // 15 is no month: the 5 starts the segment again.
    expect(typeIntoSegment('month', '1', '5', '24h')).toEqual({ text: '05', advance: true });
    expect(typeIntoSegment('hours', '', '2', '24h')).toEqual({ text: '2', advance: false });
    expect(typeIntoSegment('hours', '', '2', '12h')).toEqual({ text: '02', advance: true });
    expect(typeIntoSegment('year', '202', '6', '24h')).toEqual({ text: '2026', advance: true });
    expect(typeIntoSegment('meridiem', '', 'P', '12h')).toEqual({ text: 'p', advance: true });
    expect(typeIntoSegment('meridiem', 'a', 'x', '12h')).toEqual({ text: 'a', advance: false });
    expect(typeIntoSegment('day', '', 'x', '24h')).toEqual({ text: '', advance: false });
  });

  it('arrows step within the range and wrap; backspace erases, then goes back', () => {
    expect(stepSegment('month', '12', 1, '24h')).toBe('01');
    expect(stepSegment('month', '', -1, '24h')).toBe('12');
    expect(stepSegment('hours', '00', -1, '24h')).toBe('23');
    expect(stepSegment('hours', '12', 1, '12h')).toBe('01');
    expect(stepSegment('meridiem', 'a', 1, '12h')).toBe('p');
    expect(eraseFromSegment('12')).toEqual({ text: '1', retreat: false });
    expect(eraseFromSegment('')).toEqual({ text: '', retreat: true });
  });

  it('§5 impossible or partial entries are invalid, an untouched one is empty', () => {
    expect(readDateSegments({}, 'year-month-day')).toEqual({ kind: 'empty' });
    expect(readDateSegments({ year: '2026', month: '02', day: '30' }, 'year-month-day')).toEqual({
      kind: 'invalid',
    });
    expect(readDateSegments({ year: '2026', month: '02' }, 'year-month-day')).toEqual({ kind: 'invalid' });
    expect(readDateSegments({ year: '26', month: '02', day: '03' }, 'year-month-day')).toEqual({
      kind: 'invalid',
    });
    expect(readTimeSegments({ hours: '10', minutes: '00', seconds: '00' }, '12h')).toEqual({
      kind: 'invalid',
    });
    expect(readTimeSegments({ hours: '00', minutes: '00', seconds: '00', meridiem: 'a' }, '12h')).toEqual({
      kind: 'invalid',
    });
    expect(readTimeSegments({ hours: '12', minutes: '5', seconds: '0', meridiem: 'a' }, '12h')).toEqual({
      kind: 'value',
      value: { hours: 0, minutes: 5, seconds: 0 },
    });
  });
});
