import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PrimaryReadings } from './replica-lag';

describe('PrimaryReadings', () => {
  it('is 0 behind a replica that replayed every reading, and while the primary is idle', () => {
    const readings = new PrimaryReadings();
    expect(readings.lagSeconds(0n, 10_000)).toBe(0);
    readings.add({ at: 1000, position: 100n });
    readings.add({ at: 2000, position: 100n });
    expect(readings.lagSeconds(100n, 60_000)).toBe(0);
  });

  it('is the age of the oldest reading the replica has not replayed', () => {
    const readings = new PrimaryReadings();
    readings.add({ at: 1000, position: 100n });
    readings.add({ at: 1500, position: 200n });
    readings.add({ at: 2000, position: 300n });
    expect(readings.lagSeconds(99n, 4000)).toBe(3);
    expect(readings.lagSeconds(150n, 4000)).toBe(2.5);
    expect(readings.lagSeconds(300n, 4000)).toBe(0);
    // Once replayed, a reading is forgotten: a later lag counts from what came after.
    readings.add({ at: 5000, position: 400n });
    expect(readings.lagSeconds(300n, 5500)).toBe(0.5);
  });

  it('stays exact at its oldest when it keeps no more readings', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (count) => {
        const readings = new PrimaryReadings();
        for (let index = 1; index <= count; index += 1)
          readings.add({ at: index * 500, position: BigInt(index) });
        expect(readings.lagSeconds(0n, count * 500)).toBe(((count - 1) * 500) / 1000);
        expect(readings.lagSeconds(BigInt(count - 1), count * 500)).toBe(0);
      }),
      { numRuns: 30 },
    );
  });
});
