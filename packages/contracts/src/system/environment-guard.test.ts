import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearMisses } from '../test/near-misses';
import { environmentSchema } from './environment';
import { isEnvironment } from './environment-guard';

const text = fc.string({ maxLength: 6 });
const environment = fc.record({
  FACADE_URL: fc.option(text, { nil: null }),
  COOKIE_DOMAIN: text,
  CLARITY_PROJECT_ID: fc.option(text, { nil: null }),
  CLARITY_SCRIPT_URL: text,
  APP_HOST: text,
  REGISTRATION_ENABLED: fc.boolean(),
  BLOG_URL: fc.option(text, { nil: null }),
  SENTRY_DSN: fc.option(text, { nil: null }),
});

describe('SPEC §3 application environment read without zod', () => {
  it('agrees with the contracts schema on any answer (property)', () => {
    fc.assert(
      fc.property(nearMisses(environment), (data) => {
        expect(isEnvironment(data)).toBe(environmentSchema.safeParse(data).success);
      }),
      { numRuns: 2000 },
    );
  });
});
