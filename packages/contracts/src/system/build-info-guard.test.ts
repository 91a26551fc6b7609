import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearMisses } from '../test/near-misses';
import { buildInfoSchema } from './build-info';
import { isBuildInfo } from './build-info-guard';

const buildInfo = fc.record({
  id: fc.string({ maxLength: 6 }),
  timestamp: fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double()),
});

describe('SPEC §2 build metadata read without zod', () => {
  it('agrees with the contracts schema on any file (property)', () => {
    fc.assert(
      fc.property(nearMisses(buildInfo), (data) => {
        expect(isBuildInfo(data)).toBe(buildInfoSchema.safeParse(data).success);
      }),
      { numRuns: 2000 },
    );
  });
});
