import {
  type ApprovalThreshold,
  approvalThresholdListSchema,
} from '@paygrid/contracts/payments/approval-thresholds';
import { createHttpError } from '@paygrid/domain/errors/http-error';
import { describe, expect, it } from 'vitest';
import {
  type ApprovalAmountDraft,
  differsFromSaved,
  draftProblems,
  draftsOf,
  refusedDrafts,
  thresholdsOf,
} from './approval-amounts';

const saved: ApprovalThreshold[] = approvalThresholdListSchema.parse({
  data: [
    ['EUR', '100000', 2],
    ['JPY', '2000000', 0],
  ].map(([currency, amount_minor, exponent]) => ({
    type: 'approval_threshold',
    id: currency,
    attributes: { currency, amount_minor, exponent, updated_at: '2026-11-28T09:00:00.000Z' },
  })),
}).data;

/** The key and parameters of an encoded field message. */
const keyOf = (encoded: string | undefined) => encoded?.split('\u0000').slice(0, 2);

describe('approval amounts as an owner edits them (issue 38)', () => {
  it('starts from the amounts saved, in major units by each currency’s exponent, and sends them back unchanged', () => {
    const drafts = draftsOf(saved);
    expect(drafts).toEqual([
      { currency: 'EUR', exponent: 2, amount: '1000.00' },
      { currency: 'JPY', exponent: 0, amount: '2000000' },
    ]);
    expect(thresholdsOf(drafts)).toEqual([
      { currency: 'EUR', amount_minor: '100000' },
      { currency: 'JPY', amount_minor: '2000000' },
    ]);
    expect(differsFromSaved(drafts, saved)).toBe(false);
  });

  it('sees a change in an amount, an added or a removed currency, not in the same amount typed otherwise', () => {
    const [eur, jpy] = draftsOf(saved) as [ApprovalAmountDraft, ApprovalAmountDraft];
    expect(differsFromSaved([jpy, { ...eur, amount: '1000' }], saved)).toBe(false);
    expect(differsFromSaved([{ ...eur, amount: '1000,01' }, jpy], saved)).toBe(true);
    expect(differsFromSaved([eur], saved)).toBe(true);
    expect(differsFromSaved([eur, jpy, { currency: 'USD', exponent: 2, amount: '' }], saved)).toBe(true);
  });

  it('refuses what is not an amount of the currency, or nothing, before anything is sent', () => {
    const problems = draftProblems([
      { currency: 'EUR', exponent: 2, amount: '12.345' },
      { currency: 'JPY', exponent: 0, amount: '1.5' },
      { currency: 'USD', exponent: 2, amount: '0' },
      { currency: 'GBP', exponent: 2, amount: '' },
      { currency: 'UAH', exponent: 2, amount: '1 000,50' },
    ]);
    expect(keyOf(problems[0])).toEqual([
      'organization_settings.approval_amounts.invalid_amount',
      '{"decimals":2}',
    ]);
    expect(keyOf(problems[1])).toEqual([
      'organization_settings.approval_amounts.invalid_whole',
      '{"currency":"JPY"}',
    ]);
    expect(keyOf(problems[2])?.[0]).toBe('organization_settings.approval_amounts.positive');
    expect(keyOf(problems[3])?.[0]).toBe('organization_settings.approval_amounts.invalid_amount');
    expect(problems[4]).toBeUndefined();
  });

  it('puts a refused currency on its own entry, worded by its code', () => {
    const drafts = [...draftsOf(saved), { currency: 'EUR', exponent: 2, amount: '5' }];
    const refusal = createHttpError({
      status: 422,
      data: {
        message: 'EUR is named twice.',
        errors: [
          {
            status: '422',
            code: 'duplicate_currency',
            title: 'Unprocessable Entity',
            detail: 'EUR is named twice.',
            source: { pointer: '/thresholds/2/currency' },
          },
        ],
      },
    });
    const refused = refusedDrafts(refusal, drafts);
    expect(Object.keys(refused)).toEqual(['2']);
    expect(keyOf(refused[2])).toEqual([
      'organization_settings.approval_amounts.refused.duplicate_currency',
      '{"currency":"EUR"}',
    ]);
    // A wrong password is about the proof, not an entry.
    const password = createHttpError({
      status: 422,
      data: {
        message: 'The presented password is invalid.',
        errors: [{ status: '422', code: 'invalid_password', title: 'x', source: { pointer: '/password' } }],
      },
    });
    expect(refusedDrafts(password, drafts)).toEqual({});
  });
});
