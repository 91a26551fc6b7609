import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantWithOffset, offsetMinutesAt, offsetText } from './instant-with-offset';
import { zonedDateTime } from './time-zone';

/**
 * An independent reading of the offset, in seconds: Intl's `longOffset` name (`GMT`, `GMT+05:45`, `GMT-03:30`, and
 * a local mean time's `GMT+05:41:16`).
 */
const intlOffsetSeconds = (epochMs: number, timeZone: string): number => {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(epochMs))
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const parts = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(name);
  if (!parts) throw new Error(`unexpected offset name ${name}`);
  if (!parts[1]) return 0;
  return (
    (parts[1] === '-' ? -1 : 1) * (Number(parts[2]) * 3600 + Number(parts[3]) * 60 + Number(parts[4] ?? 0))
  );
};

const ZONES = [
  'UTC',
  'Europe/Kyiv',
  'Europe/Kiev',
  'Europe/London',
  'America/New_York',
  'America/St_Johns', // -03:30, -02:30 in summer
  'Asia/Kolkata', // +05:30
  'Asia/Kathmandu', // +05:45
  'Australia/Eucla', // +08:45
  'Australia/Lord_Howe', // +10:30, +11:00 in summer: a half-hour change
  'Pacific/Chatham', // +12:45, +13:45
  'Pacific/Kiritimati', // +14:00
  'Pacific/Pago_Pago', // -11:00
] as const;

describe('instantWithOffset', () => {
  it.each([
    // Kyiv's spring change, 2026-03-29 03:00 local (+02:00) becomes 04:00 (+03:00) at 01:00 UTC.
    [Date.UTC(2026, 2, 29, 0, 59, 59, 999), 'Europe/Kyiv', '2026-03-29T02:59:59.999+02:00'],
    [Date.UTC(2026, 2, 29, 1, 0, 0, 0), 'Europe/Kyiv', '2026-03-29T04:00:00.000+03:00'],
    // Its autumn change, 2026-10-25 04:00 local (+03:00) goes back to 03:00 (+02:00): 03:30 happens twice.
    [Date.UTC(2026, 9, 25, 0, 30), 'Europe/Kyiv', '2026-10-25T03:30:00.000+03:00'],
    [Date.UTC(2026, 9, 25, 1, 30), 'Europe/Kyiv', '2026-10-25T03:30:00.000+02:00'],
    [Date.UTC(2026, 10, 27, 8, 0), 'Europe/Kyiv', '2026-11-27T10:00:00.000+02:00'],
    [Date.UTC(2026, 10, 27, 8, 0), 'Europe/Kiev', '2026-11-27T10:00:00.000+02:00'],
    // 45- and 30-minute offsets, east and west; the date moves with the offset.
    [Date.UTC(2026, 10, 27, 20, 0, 0, 123), 'Asia/Kathmandu', '2026-11-28T01:45:00.123+05:45'],
    [Date.UTC(2026, 0, 1, 2, 0), 'America/St_Johns', '2025-12-31T22:30:00.000-03:30'],
    [Date.UTC(2026, 6, 1, 2, 0), 'America/St_Johns', '2026-06-30T23:30:00.000-02:30'],
    [Date.UTC(2026, 6, 1, 12, 0), 'Asia/Kolkata', '2026-07-01T17:30:00.000+05:30'],
    // UTC is written with an explicit +00:00, never a bare time.
    [Date.UTC(2026, 10, 27, 8, 0), 'UTC', '2026-11-27T08:00:00.000+00:00'],
    [Date.UTC(2026, 0, 15, 8, 0), 'Europe/London', '2026-01-15T08:00:00.000+00:00'],
    [Date.UTC(2026, 6, 15, 8, 0), 'Europe/London', '2026-07-15T09:00:00.000+01:00'],
    // Before 1970 too.
    [Date.UTC(1969, 11, 31, 23, 59, 59, 999), 'UTC', '1969-12-31T23:59:59.999+00:00'],
  ])('%i in %s is %s', (epochMs, timeZone, expected) => {
    expect(instantWithOffset(epochMs, timeZone)).toBe(expected);
    expect(Date.parse(expected)).toBe(epochMs);
  });

  it('rounds a local mean time’s offset in seconds to a whole minute, naming the same instant', () => {
    // Kyiv kept +02:02:04 until 1880; the text stays an exact name of the instant.
    const at = Date.UTC(1870, 0, 1, 12, 0);
    expect(instantWithOffset(at, 'Europe/Kyiv')).toBe('1870-01-01T14:02:00.000+02:02');
    expect(Date.parse(instantWithOffset(at, 'Europe/Kyiv'))).toBe(at);
  });

  it('names the same instant, with the offset Intl gives and the wall clock of the zone (1900-2100)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...ZONES),
        (epochMs, timeZone) => {
          const text = instantWithOffset(epochMs, timeZone);
          expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
          expect(Date.parse(text)).toBe(epochMs);
          const offset = offsetMinutesAt(epochMs, timeZone);
          const exact = intlOffsetSeconds(epochMs, timeZone);
          expect(offset).toBe(Math.round(exact / 60));
          expect(text.slice(-6)).toBe(offsetText(offset));
          // The zone's own wall clock, unless a local mean time's offset in seconds was rounded (Kathmandu to 1920).
          if (exact % 60 !== 0) return;
          const wall = zonedDateTime(epochMs, timeZone);
          const pad = (value: number, size = 2) => String(value).padStart(size, '0');
          expect(text.slice(0, 19)).toBe(
            `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hours)}:${pad(wall.minutes)}:${pad(wall.seconds)}`,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('follows the offset across every EU clock change of the century, minute by minute around it', () => {
    // The EU changes on the last Sunday of March and October at 01:00 UTC (Kyiv and London among them).
    const change = (year: number, month: number) => {
      const lastDay = new Date(Date.UTC(year, month + 1, 0));
      return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2099 }),
        fc.constantFrom(2, 9),
        fc.integer({ min: -180, max: 180 }),
        fc.constantFrom('Europe/Kyiv', 'Europe/London'),
        (year, month, minutes, timeZone) => {
          const epochMs = change(year, month) + minutes * 60_000;
          const text = instantWithOffset(epochMs, timeZone);
          expect(Date.parse(text)).toBe(epochMs);
          expect(offsetMinutesAt(epochMs, timeZone) * 60).toBe(intlOffsetSeconds(epochMs, timeZone));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('offsetText signs and pads', () => {
    expect([0, -0, 120, -210, 345, 840, -660].map(offsetText)).toEqual([
      '+00:00',
      '+00:00',
      '+02:00',
      '-03:30',
      '+05:45',
      '+14:00',
      '-11:00',
    ]);
  });
});
