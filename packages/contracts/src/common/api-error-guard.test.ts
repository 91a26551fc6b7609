import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../test/api-error-body';
import { nearMisses } from '../test/near-misses';
import { apiErrorSchema } from './api-error';
import { isApiError } from './api-error-guard';

describe('DESIGN.md Errors: the error body read without zod', () => {
  it('reads the body of a failed call, and refuses what is not one', () => {
    const body = {
      message: 'Bad credentials.',
      errors: [{ status: '401', code: 'unauthorized', title: 'Unauthorized', source: { pointer: '/data' } }],
    };
    expect(isApiError(body)).toBe(true);
    expect(isApiError({ message: 'Down.', errors: [{ status: 503 }] })).toBe(false);
    expect(isApiError('Bad Gateway')).toBe(false);
  });

  it('agrees with the contracts schema on any answer (property)', () => {
    fc.assert(
      fc.property(nearMisses(apiErrorBody), (data) => {
        expect(isApiError(data)).toBe(apiErrorSchema.safeParse(data).success);
      }),
      { numRuns: 2000 },
    );
  });
});
