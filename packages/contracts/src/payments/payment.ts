import {
  FAILURE_REASONS,
  PAYMENT_METHODS,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
} from '@paygrid/domain';
import { z } from 'zod';
import { gridListSchema } from '../common/grid';
import { ulidSchema } from '../common/ulid-and-minor-units';
import { operationOfferSchema } from './payment-operation-offer';

/** A payment id is a ULID; anything else answers 422 before it reaches a query. */
export const paymentIdParamsSchema = z.object({ id: ulidSchema });
export type PaymentIdParams = z.infer<typeof paymentIdParamsSchema>;

/** Minor units as a decimal integer text: money never travels as a float. */
const minorUnits = z.string().regex(/^-?\d+$/);

const paymentFields = {
  type: z.enum(PAYMENT_TYPES),
  status: z.enum(PAYMENT_STATUSES),
  amount_minor: minorUnits,
  currency: z.string(),
  /** The currency's exponent in the catalogue: amount_minor / 10^exponent is the amount. */
  exponent: z.number().int(),
  target_amount_minor: minorUnits.nullable(),
  target_currency: z.string().nullable(),
  target_exponent: z.number().int().nullable(),
  /** Units of the target currency per unit of the currency, as decimal text. */
  rate: z.string().nullable(),
  fee_minor: minorUnits,
  /** What refunds that succeeded gave back, in the payment's currency (issue 38). */
  refunded_minor: minorUnits,
  method: z.enum(PAYMENT_METHODS),
  vendor: z.string().nullable(),
  three_ds: z.boolean().nullable(),
  customer_email: z.string(),
  customer_country: z.string(),
  reference: z.string(),
  description: z.string(),
  /** Why a failed payment failed (a declared code); null unless the status is failed. */
  failure_reason: z.enum(FAILURE_REASONS).nullable(),
  /** The platform's own words for the failure, as it gave them. */
  failure_message: z.string().nullable(),
  created_at: z.string(),
};

/** A payment as the payments grid shows one; `columns` may leave attributes out. */
export const paymentGridRowSchema = z.object({
  type: z.literal('payment'),
  id: z.string(),
  attributes: z.object(paymentFields).partial(),
});
export type PaymentGridRow = z.infer<typeof paymentGridRowSchema>;

/** GET /payments */
export const paymentGridListSchema = gridListSchema(paymentGridRowSchema);

export const paymentStatusStepSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  at: z.string(),
  reason: z.string().optional(),
});
export type PaymentStatusStepResource = z.infer<typeof paymentStatusStepSchema>;

/** GET /payments/{id}: every field, the status history oldest first, and the metadata. */
export const paymentDetailSchema = z.object({
  data: z.object({
    type: z.literal('payment'),
    id: z.string(),
    attributes: z.object({
      ...paymentFields,
      mode: z.enum(PAYMENT_MODES),
      updated_at: z.string(),
      captured_minor: z.string(),
      refund_pending_minor: z.string(),
      /** What may still be refunded: captured, less refunds succeeded and pending. */
      refundable_minor: z.string(),
      /** Held by pending captures of an authorisation. */
      capture_pending_minor: z.string(),
      /** What of an authorisation may still be captured: 0 unless the pay-in is authorised. */
      capturable_minor: z.string(),
      /** A cancellation is asked for and not yet reported. */
      cancellation_pending: z.boolean(),
      /** Which operations the payment allows now, and why not. */
      operations_offered: z.object({
        refund: operationOfferSchema,
        capture: operationOfferSchema,
        cancellation: operationOfferSchema,
      }),
      status_history: z.array(paymentStatusStepSchema),
      metadata: z.array(z.object({ key: z.string(), value: z.string() })),
    }),
  }),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;
