import { resolveDatePreset } from '@paygrid/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayStarts } from './dashboard-home';
import { dayReading } from './rollup-days';

const HOUR = 3_600;
const DAY = 86_400;

const last30Days = (timeZone: string, now: number) => {
  const { gte = 0, lt = 0 } = resolveDatePreset('last-30-days', timeZone, now);
  return dayStarts(gte, lt, timeZone);
};

/** The index of the interval of `edges` holding `second`, as SQL's width_bucket counts it (minus one). */
const bucketOf = (second: number, edges: ReadonlyArray<number>) =>
  edges.filter((edge) => edge <= second).length - 1;

describe('reading local days from the daily and hourly rollups', () => {
  it('reads 2 hours a day from the hourly rollup for Kyiv in winter (UTC+2), 5 for New York (UTC-5), none for UTC', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    const kyiv = dayReading(last30Days('Europe/Kiev', now));
    expect(kyiv.hours).toHaveLength(31 * 2);
    expect(kyiv.hours.slice(0, 2).map((hour) => new Date(hour * 1000).toISOString())).toEqual([
      '2026-10-26T22:00:00.000Z',
      '2026-10-26T23:00:00.000Z',
    ]);
    const newYork = dayReading(last30Days('America/New_York', Date.UTC(2026, 11, 25, 12)));
    expect(newYork.hours).toHaveLength(31 * 5);
    const utc = dayReading(last30Days('UTC', now));
    expect(utc.hours).toEqual([]);
    expect(utc.midnights).toEqual(last30Days('UTC', now));
  });

  it('moves 3 hours instead of 2 on the days of summer time inside the window (Kyiv, October)', () => {
    const reading = dayReading(last30Days('Europe/Kiev', Date.UTC(2026, 10, 5, 12)));
    const perMidnight = new Map<number, number>();
    for (const hour of reading.hours) {
      const midnight = Math.round(hour / DAY) * DAY;
      perMidnight.set(midnight, (perMidnight.get(midnight) ?? 0) + 1);
    }
    expect(new Set(perMidnight.values())).toEqual(new Set([2, 3]));
    expect(reading.midnights.every((midnight) => midnight % DAY === 0)).toBe(true);
  });

  it('reads from the hourly rollup every hour where a local day and its UTC days disagree, in any whole-hour zone', () => {
    const zones = [
      'UTC',
      'Europe/Kiev',
      'America/New_York',
      'America/Los_Angeles',
      'Australia/Sydney',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) }),
        (timeZone, now) => {
          const starts = last30Days(timeZone, now);
          const { midnights, hours } = dayReading(starts);
          const corrected = new Set(hours);
          const first = (starts[0] ?? 0) - 2 * DAY;
          const last = (starts.at(-1) ?? 0) + 2 * DAY;
          for (let hour = first; hour < last; hour += HOUR) {
            if (bucketOf(hour, starts) !== bucketOf(hour, midnights)) expect(corrected.has(hour)).toBe(true);
          }
          expect(hours.length).toBeLessThanOrEqual(starts.length * 12);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps an open end of a range open', () => {
    const reading = dayReading([Number.NEGATIVE_INFINITY, Date.UTC(2026, 10, 25, 22) / 1000]);
    expect(reading.midnights).toEqual([Number.NEGATIVE_INFINITY, Date.UTC(2026, 10, 26) / 1000]);
    expect(reading.hours).toEqual([Date.UTC(2026, 10, 25, 22) / 1000, Date.UTC(2026, 10, 25, 23) / 1000]);
  });
});
