import {
  FAILURE_REASONS,
  metadataKeyPattern,
  PAYMENT_METHODS,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PLATFORM_REPORTED_STATUSES,
} from '@paygrid/domain';
import { z } from 'zod';
import { boundedInstant } from '../common/bounded-instant';
import { positiveMinorUnits } from '../common/ulid-and-minor-units';

/** Minor units as a decimal integer text (decision 0055): money never travels as a float. */
const minorUnitsOrZero = z.string().regex(/^(0|[1-9]\d{0,17})$/, 'A whole number of minor units, as text');
const currencyCode = z.string().regex(/^[A-Z0-9]{3,10}$/, 'A currency code of the catalogue');

const metadataSchema = z
  .record(
    z
      .string()
      .min(1)
      .max(40)
      .regex(metadataKeyPattern)
      .refine((key) => !/^[+-]?\d+(?:[.,]\d+)?$/.test(key)),
    z.string().max(500),
  )
  .refine((value) => Object.keys(value).length <= 20, 'At most 20 keys');

/** POST /payments on the platform API: a payment as the platform knows it. */
export const createPlatformPaymentBodySchema = z
  .object({
    /** A refund is an operation on its pay-in (POST /payments/{id}/refunds), never a payment of its own. */
    type: z.enum(PAYMENT_TYPES).exclude(['refund']),
    amount_minor: positiveMinorUnits,
    currency: currencyCode,
    method: z.enum(PAYMENT_METHODS),
    customer_email: z.email().max(254),
    customer_country: z.string().regex(/^[A-Z]{2}$/, 'A country code of the catalogue (ISO 3166 alpha-2)'),
    /** The platform's own reference: unique in the organisation and mode. */
    reference: z.string().trim().min(1).max(100),
    description: z.string().max(500).default(''),
    metadata: metadataSchema.default({}),
    fee_minor: minorUnitsOrZero.default('0'),
    /** The exchange leg, for `exchange` payments only (and then all three). */
    target_amount_minor: positiveMinorUnits.optional(),
    target_currency: currencyCode.optional(),
    rate: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,12})?$/)
      .optional(),
    three_ds: z.boolean().optional(),
    /** When the platform made it (UTC or with an offset); now by default. */
    created_at: boundedInstant.optional(),
    /** `authorized` for a card pay-in captured later (POST /payments/{id}/captures). */
    status: z.enum(PLATFORM_REPORTED_STATUSES).default('created'),
    failure_reason: z.enum(FAILURE_REASONS).optional(),
    failure_message: z.string().max(500).optional(),
  })
  .strict();
export type CreatePlatformPayment = z.output<typeof createPlatformPaymentBodySchema>;

/** POST /payments/{id}/status: a status the payment reached on the platform, with why when it failed. */
export const paymentStatusChangeBodySchema = z
  .object({
    status: z.enum(PLATFORM_REPORTED_STATUSES),
    failure_reason: z.enum(FAILURE_REASONS).optional(),
    failure_message: z.string().max(500).optional(),
    /** When it happened on the platform; now by default. */
    at: boundedInstant.optional(),
  })
  .strict();
export type PaymentStatusChangeBody = z.input<typeof paymentStatusChangeBodySchema>;

/** A payment as the platform API answers it: amounts in minor units, times in UTC, metadata as an object. */
export const platformPaymentSchema = z.object({
  type: z.literal('payment'),
  id: z.string(),
  attributes: z.object({
    mode: z.enum(PAYMENT_MODES),
    type: z.enum(PAYMENT_TYPES),
    status: z.enum(PAYMENT_STATUSES),
    amount_minor: z.string(),
    currency: z.string(),
    fee_minor: z.string(),
    target_amount_minor: z.string().nullable(),
    target_currency: z.string().nullable(),
    rate: z.string().nullable(),
    method: z.enum(PAYMENT_METHODS),
    three_ds: z.boolean().nullable(),
    customer_email: z.string(),
    customer_country: z.string(),
    reference: z.string(),
    description: z.string(),
    failure_reason: z.enum(FAILURE_REASONS).nullable(),
    failure_message: z.string().nullable(),
    metadata: z.record(z.string(), z.string()),
    status_history: z.array(
      z.object({ status: z.enum(PAYMENT_STATUSES), at: z.string(), reason: z.string().optional() }),
    ),
    /** What was captured, refunded and is held by pending refunds (issue 38), minor units as text. */
    captured_minor: z.string(),
    refunded_minor: z.string(),
    refund_pending_minor: z.string(),
    /** Held by pending captures of an authorisation. */
    capture_pending_minor: z.string(),
    /** A cancellation is asked for and not yet reported. */
    cancellation_pending: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
});
export type PlatformPayment = z.infer<typeof platformPaymentSchema>;

export const platformPaymentAnswerSchema = z.object({ data: platformPaymentSchema });
