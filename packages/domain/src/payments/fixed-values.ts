/** Issue 16: a payment's fixed value lists, declared once: contracts make z.enum of them, the API Drizzle columns. */

/** Test and live data never mix: the mode comes only from the organisation's testMode cookie. */
export const PAYMENT_MODES = ['test', 'live'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const PAYMENT_TYPES = ['payin', 'payout', 'exchange', 'refund'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_STATUSES = [
  'created',
  'processing',
  'authorized',
  'success',
  'partially_refunded',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['card', 'wire', 'e-wallet', 'cash', 'crypto', 'metals'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The dashboard home reads failure reasons from at most this many latest failures, and says so when there are more. */
export const FAILURE_REASON_CAP = 10_000;

/** "Needs attention": failed, or still processing after this long. */
export const STUCK_PROCESSING_MINUTES = 60;

export const isPaymentMode = (value: unknown): value is PaymentMode =>
  typeof value === 'string' && (PAYMENT_MODES as ReadonlyArray<string>).includes(value);
