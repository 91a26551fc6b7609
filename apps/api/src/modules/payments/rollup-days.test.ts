import { resolveDatePreset } from '@paygrid/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayStarts } from './dashboard-home';
import { dayReading, QUARTER } from './rollup-days';

const DAY = 86_400;

const last30Days = (timeZone: string, now: number) => {
  const { gte = 0, lt = 0 } = resolveDatePreset('last-30-days', timeZone, now);
  return dayStarts(gte, lt, timeZone);
};

/** The index of the interval of `edges` holding `second`, as SQL's width_bucket counts it (minus one). */
const bucketOf = (second: number, edges: ReadonlyArray<number>) =>
  edges.filter((edge) => edge <= second).length - 1;

describe('reading local days from the daily and quarter-hour rollups', () => {
  it('reads 2 hours a day from the quarter hours for Kyiv in winter (UTC+2), 5 for New York (UTC-5), 5½ for Kolkata, none for UTC', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    const kyiv = dayReading(last30Days('Europe/Kiev', now));
    expect(kyiv.quarters).toHaveLength(31 * 8);
    expect(kyiv.quarters.slice(0, 2).map((quarter) => new Date(quarter * 1000).toISOString())).toEqual([
      '2026-10-26T22:00:00.000Z',
      '2026-10-26T22:15:00.000Z',
    ]);
    const newYork = dayReading(last30Days('America/New_York', Date.UTC(2026, 11, 25, 12)));
    expect(newYork.quarters).toHaveLength(31 * 20);
    const kolkata = dayReading(last30Days('Asia/Kolkata', now));
    expect(kolkata.quarters).toHaveLength(31 * 22);
    expect(new Date((kolkata.quarters[0] ?? 0) * 1000).toISOString()).toBe('2026-10-26T18:30:00.000Z');
    const utc = dayReading(last30Days('UTC', now));
    expect(utc.quarters).toEqual([]);
    expect(utc.midnights).toEqual(last30Days('UTC', now));
  });

  it('moves 3 hours instead of 2 on the days of summer time inside the window (Kyiv, October)', () => {
    const reading = dayReading(last30Days('Europe/Kiev', Date.UTC(2026, 10, 5, 12)));
    const perMidnight = new Map<number, number>();
    for (const quarter of reading.quarters) {
      const midnight = Math.round(quarter / DAY) * DAY;
      perMidnight.set(midnight, (perMidnight.get(midnight) ?? 0) + 1);
    }
    expect(new Set(perMidnight.values())).toEqual(new Set([8, 12]));
    expect(reading.midnights.every((midnight) => midnight % DAY === 0)).toBe(true);
  });

  it('reads from the quarter-hour rollup every quarter where a local day and its UTC days disagree, in any zone', () => {
    const zones = [
      'UTC',
      'Europe/Kiev',
      'America/New_York',
      'America/Los_Angeles',
      'Australia/Sydney',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Australia/Adelaide',
      'Australia/Lord_Howe',
      'America/St_Johns',
      'Pacific/Chatham',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) }),
        (timeZone, now) => {
          const starts = last30Days(timeZone, now);
          const { midnights, quarters } = dayReading(starts);
          expect(starts.every((start) => start % QUARTER === 0)).toBe(true);
          const corrected = new Set(quarters);
          const first = (starts[0] ?? 0) - 2 * DAY;
          const last = (starts.at(-1) ?? 0) + 2 * DAY;
          for (let quarter = first; quarter < last; quarter += QUARTER) {
            if (bucketOf(quarter, starts) !== bucketOf(quarter, midnights))
              expect(corrected.has(quarter)).toBe(true);
          }
          expect(quarters.length).toBeLessThanOrEqual(starts.length * 48);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps an open end of a range open', () => {
    const reading = dayReading([Number.NEGATIVE_INFINITY, Date.UTC(2026, 10, 25, 22) / 1000]);
    expect(reading.midnights).toEqual([Number.NEGATIVE_INFINITY, Date.UTC(2026, 10, 26) / 1000]);
    expect(reading.quarters).toHaveLength(8);
    expect(reading.quarters[0]).toBe(Date.UTC(2026, 10, 25, 22) / 1000);
  });
});
