import { describe, expect, it } from 'vitest';
import { datePresets, resolveDatePreset } from './date-presets';
import { unixDateBounds } from './filter-meaning';

const seconds = (iso: string) => Date.parse(iso) / 1000;
const KYIV = 'Europe/Kyiv';

describe('unix-date presets resolve in the user’s time zone', () => {
  it('today and yesterday are calendar days, 23 hours long across the spring DST change', () => {
    const now = Date.parse('2026-03-30T07:00:00Z'); // 10:00 in Kyiv, the day after clocks went forward
    expect(resolveDatePreset('today', KYIV, now)).toEqual({
      gte: seconds('2026-03-29T21:00:00Z'),
      lt: seconds('2026-03-30T21:00:00Z'),
    });
    const yesterday = resolveDatePreset('yesterday', KYIV, now);
    expect(yesterday).toEqual({ gte: seconds('2026-03-28T22:00:00Z'), lt: seconds('2026-03-29T21:00:00Z') });
    expect((yesterday.lt ?? 0) - (yesterday.gte ?? 0)).toBe(23 * 3600);
  });

  it('the autumn change makes a 25-hour day, and last-7-days spans it by calendar days', () => {
    const now = Date.parse('2026-10-26T12:00:00Z');
    const yesterday = resolveDatePreset('yesterday', KYIV, now);
    expect((yesterday.lt ?? 0) - (yesterday.gte ?? 0)).toBe(25 * 3600);
    expect(resolveDatePreset('last-7-days', KYIV, now)).toEqual({
      gte: seconds('2026-10-19T21:00:00Z'),
      lt: seconds('2026-10-26T22:00:00Z'),
    });
  });

  it('this-month and last-month at month ends, where the zone’s date differs from UTC’s', () => {
    // 01:30 on 1 April in Kyiv, still 31 March in UTC.
    const now = Date.parse('2026-03-31T22:30:00Z');
    expect(resolveDatePreset('this-month', KYIV, now)).toEqual({
      gte: seconds('2026-03-31T21:00:00Z'),
      lt: seconds('2026-04-30T21:00:00Z'),
    });
    expect(resolveDatePreset('last-month', KYIV, now)).toEqual({
      gte: seconds('2026-02-28T22:00:00Z'),
      lt: seconds('2026-03-31T21:00:00Z'),
    });
    expect(resolveDatePreset('this-month', 'UTC', now)).toEqual({
      gte: seconds('2026-03-01T00:00:00Z'),
      lt: seconds('2026-04-01T00:00:00Z'),
    });
    // January's last month is the previous year's December.
    expect(resolveDatePreset('last-month', 'America/New_York', Date.parse('2027-01-15T12:00:00Z'))).toEqual({
      gte: seconds('2026-12-01T05:00:00Z'),
      lt: seconds('2027-01-01T05:00:00Z'),
    });
  });

  it('older-than-30-days is exactly what last-30-days leaves out', () => {
    const now = Date.parse('2026-03-02T10:00:00Z');
    const recent = resolveDatePreset('last-30-days', KYIV, now);
    const older = resolveDatePreset('older-than-30-days', KYIV, now);
    expect(older).toEqual({ lt: recent.gte });
    expect(recent.gte).toBe(seconds('2026-01-31T22:00:00Z'));
  });

  it('every preset is a non-empty range, and a preset filter means its resolved bounds', () => {
    const now = Date.parse('2026-07-15T12:00:00Z');
    for (const preset of datePresets) {
      const { gte, lt } = resolveDatePreset(preset, KYIV, now);
      if (gte !== undefined && lt !== undefined) expect(lt).toBeGreaterThan(gte);
      expect(unixDateBounds({ type: 'between', preset }, KYIV, now)).toEqual({ gte, lt });
    }
  });
});
