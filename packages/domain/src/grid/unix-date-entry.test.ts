import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../format/input-segments';
import { zonedTimeToEpochMs } from '../format/time-zone';
import { datePresets } from './date-presets';
import { unixDateFilterTypes } from './filter-types';
import {
  type DateEntry,
  dateEntryTexts,
  formatDateEntry,
  readDateEntry,
  type UnixDateEntry,
  unixDateEntryOf,
  unixDateFilterOf,
} from './unix-date-entry';

const KYIV = 'Europe/Kyiv';
const at = (text: string, timeZone = KYIV) => {
  const [date = '', time = '00:00:00'] = text.split(' ');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes, seconds] = time.split(':').map(Number) as [number, number, number];
  return zonedTimeToEpochMs({ year, month, day, hours, minutes, seconds }, timeZone) / 1000;
};

const dateEntry: fc.Arbitrary<DateEntry> = fc.record(
  {
    date: fc
      .record({
        year: fc.integer({ min: 1990, max: 2060 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
      })
      .filter(isCalendarDate),
    // Whole hours from 4 on: clear of every DST gap in these zones.
    time: fc.record({
      hours: fc.integer({ min: 4, max: 23 }),
      minutes: fc.integer({ min: 0, max: 59 }),
      seconds: fc.integer({ min: 0, max: 59 }),
    }),
  },
  { requiredKeys: ['date'] },
);

const entry: fc.Arbitrary<UnixDateEntry> = fc.oneof(
  fc.record({ kind: fc.constant('preset' as const), preset: fc.constantFrom(...datePresets) }),
  fc.record({
    kind: fc.constant('range' as const),
    type: fc.constantFrom(...unixDateFilterTypes),
    from: dateEntry,
    to: dateEntry,
  }),
);

describe('§3 unix-date filter from what a person enters', () => {
  it('between two dates covers both whole days, in the user zone', () => {
    const filter = unixDateFilterOf(
      {
        kind: 'range',
        type: 'between',
        from: { date: { year: 2026, month: 3, day: 1 } },
        to: { date: { year: 2026, month: 3, day: 31 } },
      },
      KYIV,
    );
    expect(filter).toEqual({ type: 'between', gte: at('2026-03-01'), lt: at('2026-04-01') });
  });

  it('a time on an end counts to the second; after and before leave the named day out', () => {
    const from = { date: { year: 2026, month: 1, day: 10 }, time: { hours: 13, minutes: 30, seconds: 0 } };
    expect(unixDateFilterOf({ kind: 'range', type: 'between', from, to: from }, KYIV)).toEqual({
      type: 'between',
      gte: at('2026-01-10 13:30:00'),
      lt: at('2026-01-10 13:30:01'),
    });
    const day = { date: { year: 2026, month: 1, day: 10 } };
    expect(unixDateFilterOf({ kind: 'range', type: 'is-after', from: day }, KYIV)).toEqual({
      type: 'is-after',
      gte: at('2026-01-11'),
    });
    expect(unixDateFilterOf({ kind: 'range', type: 'is-before', from: day }, 'UTC')).toEqual({
      type: 'is-before',
      lt: at('2026-01-10', 'UTC'),
    });
    expect(unixDateFilterOf({ kind: 'range', type: 'is-equal-to', from }, KYIV)).toEqual({
      type: 'is-equal-to',
      gte: at('2026-01-10'),
    });
  });

  it('a preset stays a preset; a missing end or an empty range is no filter', () => {
    expect(unixDateFilterOf({ kind: 'preset', preset: 'last-7-days' }, KYIV)).toEqual({
      type: 'between',
      preset: 'last-7-days',
    });
    const day = { date: { year: 2026, month: 1, day: 10 } };
    const dayBefore = { date: { year: 2026, month: 1, day: 9 } };
    expect(unixDateFilterOf({ kind: 'range', type: 'between', from: day }, KYIV)).toBeUndefined();
    expect(
      unixDateFilterOf({ kind: 'range', type: 'between', from: day, to: dayBefore }, KYIV),
    ).toBeUndefined();
    expect(unixDateFilterOf({ kind: 'range', type: 'is-after' }, KYIV)).toBeUndefined();
  });

  it('what the widget shows for a filter means the same filter (round trip, any zone)', () => {
    fc.assert(
      fc.property(entry, fc.constantFrom(KYIV, 'UTC', 'America/New_York', 'Asia/Kolkata'), (chosen, zone) => {
        const filter = unixDateFilterOf(chosen, zone);
        fc.pre(filter !== undefined);
        if (!filter) return;
        expect(unixDateFilterOf(unixDateEntryOf(filter, zone), zone)).toEqual(filter);
      }),
    );
  });
});

describe('one end of a date filter in segments', () => {
  const forms = { order: 'day-month-year', clock: '12h' } as const;

  it('reads a date alone or with a time, and writes it back the same (round trip)', () => {
    fc.assert(
      fc.property(
        dateEntry,
        fc.constantFrom(...(['year-month-day', 'day-month-year', 'month-day-year'] as const)),
        fc.constantFrom('24h' as const, '12h' as const),
        (end, order, clock) => {
          const chosen = { order, clock };
          expect(readDateEntry(dateEntryTexts(end, chosen), chosen)).toEqual({ kind: 'value', value: end });
        },
      ),
    );
  });

  it('a time without a date, or half a time, is invalid; nothing typed is empty', () => {
    expect(readDateEntry({}, forms)).toEqual({ kind: 'empty' });
    expect(readDateEntry({ hours: '01', minutes: '00', seconds: '00', meridiem: 'p' }, forms)).toEqual({
      kind: 'invalid',
    });
    expect(readDateEntry({ day: '31', month: '03', year: '2026', hours: '01' }, forms)).toEqual({
      kind: 'invalid',
    });
    expect(
      formatDateEntry(
        { date: { year: 2026, month: 3, day: 31 }, time: { hours: 13, minutes: 30, seconds: 0 } },
        forms,
      ),
    ).toBe('31-03-2026 01:30:00 p');
  });
});
