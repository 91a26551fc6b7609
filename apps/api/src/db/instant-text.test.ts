import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoInstant } from './instant-text';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The text PostgreSQL writes for a timestamptz, in the zone `offset` (e.g. "+00", "+05:30"). */
const postgresText = fc
  .record({
    ms: fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) }),
    micro: fc.integer({ min: 0, max: 999 }),
    digits: fc.integer({ min: 0, max: 6 }),
    offset: fc.constantFrom('+00', '+00', '+02', '-07', '+05:30'),
  })
  .map(({ ms, micro, digits, offset }) => {
    const at = new Date(ms);
    const fraction = `${pad(at.getUTCMilliseconds(), 3)}${pad(micro, 3)}`.slice(0, digits).replace(/0+$/, '');
    const day = `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1, 2)}-${pad(at.getUTCDate(), 2)}`;
    const time = `${pad(at.getUTCHours(), 2)}:${pad(at.getUTCMinutes(), 2)}:${pad(at.getUTCSeconds(), 2)}`;
    return `${day} ${time}${fraction ? `.${fraction}` : ''}${offset}`;
  });

describe('isoInstant', () => {
  it('writes what new Date(text).toISOString() writes, for any instant PostgreSQL may write', () => {
    fc.assert(
      fc.property(postgresText, (text) => {
        expect(isoInstant(text)).toBe(new Date(text).toISOString());
      }),
      { numRuns: 2000 },
    );
  });

  it('writes a Date (PGlite reads timestamps as Dates) and an ISO text as ISO', () => {
    expect(isoInstant(new Date('2026-11-26T10:00:00.5Z'))).toBe('2026-11-26T10:00:00.500Z');
    expect(isoInstant('2026-11-26T10:00:00Z')).toBe('2026-11-26T10:00:00.000Z');
    expect(isoInstant('2026-11-26 10:00:00.123456+00')).toBe('2026-11-26T10:00:00.123Z');
  });
});
