import { APPROVAL_THRESHOLDS_MAX } from '@paygrid/domain';
import { z } from 'zod';
import { positiveMinorUnits } from '../common/ulid-and-minor-units';
import { twoFactorProofBodySchema } from '../user/two-factor';

const currencyCode = z.string().regex(/^[A-Z0-9]{3,10}$/, 'A currency code of the catalogue');

/**
 * PUT /organization/approval-thresholds (owners): the whole list of amounts, per currency, above which an operation
 * needs a second person's approval; a currency left out needs none. The person proves it is them.
 */
export const setApprovalThresholdsBodySchema = twoFactorProofBodySchema
  .extend({
    thresholds: z
      .array(z.object({ currency: currencyCode, amount_minor: positiveMinorUnits }).strict())
      .max(APPROVAL_THRESHOLDS_MAX),
  })
  .strict();
export type SetApprovalThresholdsBody = z.input<typeof setApprovalThresholdsBodySchema>;

/** One currency's amount: minor units as text, with the currency's exponent to show it in major units. */
const approvalThresholdSchema = z.object({
  type: z.literal('approval_threshold'),
  /** The currency code: one amount per currency. */
  id: z.string(),
  attributes: z.object({
    currency: z.string(),
    amount_minor: z.string(),
    exponent: z.number().int(),
    updated_at: z.string(),
  }),
});
export type ApprovalThreshold = z.infer<typeof approvalThresholdSchema>;
export const approvalThresholdListSchema = z.object({ data: z.array(approvalThresholdSchema) });
