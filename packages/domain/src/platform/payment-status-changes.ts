import type { PaymentStatus } from '../payments/fixed-values';

/**
 * A payment's one state machine (issue 36): where each status may go next. A platform reports the first five;
 * `partially_refunded` and `refunded` are reached only through refunds (issue 38). Failed, cancelled and refunded
 * are final.
 */
const NEXT: Record<PaymentStatus, ReadonlyArray<PaymentStatus>> = {
  created: ['processing', 'success', 'failed', 'cancelled'],
  processing: ['success', 'failed', 'cancelled'],
  success: ['partially_refunded', 'refunded'],
  partially_refunded: ['refunded'],
  failed: [],
  cancelled: [],
  refunded: [],
};

/** The statuses a platform may report, at creation or as a change. */
export const PLATFORM_REPORTED_STATUSES = [
  'created',
  'processing',
  'success',
  'failed',
  'cancelled',
] as const;

export const canChangePaymentStatus = (from: PaymentStatus, to: PaymentStatus): boolean =>
  NEXT[from].includes(to);
