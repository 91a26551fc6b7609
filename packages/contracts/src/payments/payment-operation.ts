import {
  PAYMENT_OPERATION_KINDS,
  PAYMENT_OPERATION_LIMITS,
  PAYMENT_OPERATION_RESULTS,
  PAYMENT_OPERATION_STATUSES,
  REFUND_REASONS,
} from '@paygrid/domain';
import { z } from 'zod';
import { boundedInstant } from '../common/bounded-instant';
import { positiveMinorUnits, ulidSchema } from '../common/ulid-and-minor-units';
import { paymentIdParamsSchema } from './payment';

export const paymentOperationParamsSchema = paymentIdParamsSchema.extend({ operationId: ulidSchema });
export const operationIdParamsSchema = z.object({ id: ulidSchema });

/** POST /payments/{id}/refunds in the console: how much (minor units of the payment's currency) and why. */
export const createRefundBodySchema = z
  .object({
    amount_minor: positiveMinorUnits,
    reason: z.enum(REFUND_REASONS),
    note: z.string().trim().max(PAYMENT_OPERATION_LIMITS.noteMax).default(''),
  })
  .strict();
export type CreateRefundBody = z.input<typeof createRefundBodySchema>;

/** POST /payments/{id}/refunds on the platform API: a refund the platform asks for, or reports as already done. */
export const createPlatformRefundBodySchema = createRefundBodySchema
  .extend({
    status: z.enum(['pending', 'succeeded']).default('pending'),
    /** When the platform settled it, for a refund reported as succeeded; now by default. */
    at: boundedInstant.optional(),
  })
  .strict();
export type CreatePlatformRefundBody = z.output<typeof createPlatformRefundBodySchema>;

/** POST /operations/{id}/result: what came of a pending operation on the platform. */
export const operationResultBodySchema = z
  .object({
    status: z.enum(PAYMENT_OPERATION_RESULTS),
    /** The platform's words for a failure; only with `failed`. */
    failure_message: z.string().max(PAYMENT_OPERATION_LIMITS.failureMessageMax).optional(),
    /** When it happened on the platform; now by default. */
    at: boundedInstant.optional(),
  })
  .strict();
export type OperationResultBody = z.input<typeof operationResultBodySchema>;

const operationFields = {
  kind: z.enum(PAYMENT_OPERATION_KINDS),
  status: z.enum(PAYMENT_OPERATION_STATUSES),
  payment_id: z.string(),
  mode: z.enum(['test', 'live']),
  amount_minor: z.string(),
  currency: z.string(),
  reason: z.enum(REFUND_REASONS),
  note: z.string(),
  failure_message: z.string().nullable(),
  /** Asked for in the console or through the platform API. */
  requested_via: z.enum(['console', 'api']),
  /** Test mode with no endpoint subscribed: when the sandbox settles it by itself. */
  settles_by_itself_at: z.string().nullable(),
  settled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** An operation as the platform API answers it and its events carry. */
export const platformOperationSchema = z.object({
  type: z.literal('payment_operation'),
  id: z.string(),
  attributes: z.object(operationFields),
});
export type PlatformOperation = z.infer<typeof platformOperationSchema>;
export const platformOperationAnswerSchema = z.object({ data: platformOperationSchema });
export const platformOperationListSchema = z.object({ data: z.array(platformOperationSchema) });

/** An operation as the console shows one: who asked, in their own name (or the API key's), and the exponent. */
export const paymentOperationSchema = z.object({
  type: z.literal('payment_operation'),
  id: z.string(),
  attributes: z.object({
    ...operationFields,
    exponent: z.number().int(),
    requested_by_name: z.string().nullable(),
  }),
});
export type PaymentOperation = z.infer<typeof paymentOperationSchema>;
export const paymentOperationAnswerSchema = z.object({ data: paymentOperationSchema });
export const paymentOperationListSchema = z.object({ data: z.array(paymentOperationSchema) });
export type PaymentOperationList = z.infer<typeof paymentOperationListSchema>;
