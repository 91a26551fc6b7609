import { PAYMENT_OPERATION_KINDS } from '@paygrid/domain';
import { z } from 'zod';
import { gridListSchema } from '../common/grid';

/** What the Approvals page shows of a request that waits for approval (decision 0106). */
const approvalFields = z.object({
  created_at: z.string(),
  payment_id: z.string(),
  payment_reference: z.string(),
  kind: z.enum(PAYMENT_OPERATION_KINDS),
  /** Minor units of the payment's currency; what a cancellation would release. */
  amount_minor: z.string(),
  currency: z.string(),
  exponent: z.number().int(),
  /** The person who asked (their name, or their e-mail when they gave none); null once their account is gone. */
  requested_by: z.string().nullable(),
  requested_by_user_id: z.string().nullable(),
  approval_expires_at: z.string(),
  note: z.string(),
});

/** A request awaiting approval as the Approvals grid shows one; `columns` may leave attributes out. */
export const approvalRowSchema = z.object({
  type: z.literal('approval'),
  id: z.string(),
  attributes: approvalFields.partial(),
});
export type ApprovalRow = z.infer<typeof approvalRowSchema>;

/** GET /approvals */
export const approvalListSchema = gridListSchema(approvalRowSchema);
