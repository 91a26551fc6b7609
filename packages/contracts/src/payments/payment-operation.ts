import {
  CANCELLATION_REASONS,
  OPERATION_REASONS,
  PAYMENT_OPERATION_KINDS,
  PAYMENT_OPERATION_LIMITS,
  PAYMENT_OPERATION_RESULTS,
  PAYMENT_OPERATION_STATUSES,
  REFUND_REASONS,
} from '@paygrid/domain';
import { z } from 'zod';
import { boundedInstant } from '../common/bounded-instant';
import { positiveMinorUnits, ulidSchema } from '../common/ulid-and-minor-units';
import { twoFactorProofBodySchema } from '../user/two-factor';
import { paymentIdParamsSchema } from './payment';

export const paymentOperationParamsSchema = paymentIdParamsSchema.extend({ operationId: ulidSchema });
export const operationIdParamsSchema = z.object({ id: ulidSchema });

/** The free text beside an operation's reason. */
const operationNote = z.string().trim().max(PAYMENT_OPERATION_LIMITS.noteMax).default('');

/** What the platform API adds to an operation it asks for: `succeeded` reports one already made, with when. */
const reportedFields = {
  status: z.enum(['pending', 'succeeded']).default('pending'),
  /** When the platform settled it, for an operation reported as succeeded; now by default. */
  at: boundedInstant.optional(),
};

/**
 * What an owner or admin adds in the console to act above the organisation's approval amount (decision 0106): the
 * password, and where 2FA is on a code. Sent, it is checked whether or not the operation needs it.
 */
const proofFields = {
  password: twoFactorProofBodySchema.shape.password.optional(),
  code: twoFactorProofBodySchema.shape.code,
  passkey: twoFactorProofBodySchema.shape.passkey,
};

const refundFields = {
  amount_minor: positiveMinorUnits,
  reason: z.enum(REFUND_REASONS),
  note: operationNote,
};
/** POST /payments/{id}/refunds in the console: how much (minor units of the payment's currency) and why. */
export const createRefundBodySchema = z.object({ ...refundFields, ...proofFields }).strict();
export type CreateRefundBody = z.input<typeof createRefundBodySchema>;

/** POST /payments/{id}/refunds on the platform API: a refund the platform asks for, or reports as already done. */
export const createPlatformRefundBodySchema = z.object({ ...refundFields, ...reportedFields }).strict();
export type CreatePlatformRefundBody = z.output<typeof createPlatformRefundBodySchema>;

const captureFields = { amount_minor: positiveMinorUnits, note: operationNote };
/** POST /payments/{id}/captures in the console: how much of the authorisation (minor units), with a note. */
export const createCaptureBodySchema = z.object({ ...captureFields, ...proofFields }).strict();
export type CreateCaptureBody = z.input<typeof createCaptureBodySchema>;
export const createPlatformCaptureBodySchema = z.object({ ...captureFields, ...reportedFields }).strict();
export type CreatePlatformCaptureBody = z.output<typeof createPlatformCaptureBodySchema>;

const cancellationFields = { reason: z.enum(CANCELLATION_REASONS), note: operationNote };
/** POST /payments/{id}/cancellations in the console: why; it releases all the payment has left. */
export const createCancellationBodySchema = z.object({ ...cancellationFields, ...proofFields }).strict();
export type CreateCancellationBody = z.input<typeof createCancellationBodySchema>;
export const createPlatformCancellationBodySchema = z
  .object({ ...cancellationFields, ...reportedFields })
  .strict();
export type CreatePlatformCancellationBody = z.output<typeof createPlatformCancellationBodySchema>;

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
  /** A refund's or a cancellation's reason; null for a capture. */
  reason: z.enum(OPERATION_REASONS).nullable(),
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

/** POST /payments/{id}/operations/{operationId}/approve: the approver proves it is them (decision 0106). */
export const approveOperationBodySchema = twoFactorProofBodySchema.strict();
export type ApproveOperationBody = z.input<typeof approveOperationBodySchema>;

/**
 * An operation as the console shows one: who asked, in their own name (or the API key's), and the exponent; for
 * a request that waits for approval, when it expires and who approved or rejected it.
 */
export const paymentOperationSchema = z.object({
  type: z.literal('payment_operation'),
  id: z.string(),
  attributes: z.object({
    ...operationFields,
    exponent: z.number().int(),
    requested_by_name: z.string().nullable(),
    /** The person who asked (null for the platform API, or once their account is gone): never their own approver. */
    requested_by_user_id: z.string().nullable(),
    /** When the platform was told (on the request, or on approval); null while it waits and if it never was. */
    sent_at: z.string().nullable(),
    approval_expires_at: z.string().nullable(),
    decided_by_name: z.string().nullable(),
    decided_at: z.string().nullable(),
  }),
});
export type PaymentOperation = z.infer<typeof paymentOperationSchema>;
export const paymentOperationAnswerSchema = z.object({ data: paymentOperationSchema });
export const paymentOperationListSchema = z.object({ data: z.array(paymentOperationSchema) });
export type PaymentOperationList = z.infer<typeof paymentOperationListSchema>;
