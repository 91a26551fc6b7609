import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../test/api-error-body';
import { nearMisses } from '../test/near-misses';
import { checkLoginAnswerSchema, secondFactorRequiredSchema } from './check-login';
import { isCheckLoginAnswer, isSecondFactorRequired } from './check-login-guard';

const secondFactorRequired = fc
  .tuple(
    apiErrorBody,
    fc.constantFrom(false, true),
    fc.constantFrom(true, false),
    fc.subarray(['passkey', 'totp', 'recovery-code', 'sms']),
  )
  .map(([body, success, twoFactor, methods]) => ({
    ...body,
    success,
    '2fa': twoFactor,
    second_factors: methods,
  }));

describe('SPEC §4 login answers read without zod', () => {
  it('agrees with the contracts schema on the answer of a login (property)', () => {
    fc.assert(
      fc.property(nearMisses(fc.record({ success: fc.boolean() })), (data) => {
        expect(isCheckLoginAnswer(data)).toBe(checkLoginAnswerSchema.safeParse(data).success);
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with the contracts schema on the refusal that asks for the second factor (property)', () => {
    fc.assert(
      fc.property(nearMisses(secondFactorRequired), (data) => {
        expect(isSecondFactorRequired(data)).toBe(secondFactorRequiredSchema.safeParse(data).success);
      }),
      { numRuns: 2000 },
    );
  });
});
