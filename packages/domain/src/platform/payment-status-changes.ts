import type { PaymentStatus } from '../payments/fixed-values';

/**
 * A payment's one state machine (issue 36): where each status may go next. A platform reports the first six;
 * an authorised pay-in leaves `authorized` only through its captures and cancellations, and `partially_refunded`
 * and `refunded` are reached only through refunds (issue 38). Failed, cancelled and refunded are final.
 */
const NEXT: Record<PaymentStatus, ReadonlyArray<PaymentStatus>> = {
  created: ['processing', 'authorized', 'success', 'failed', 'cancelled'],
  processing: ['authorized', 'success', 'failed', 'cancelled'],
  authorized: ['success', 'partially_refunded', 'refunded', 'cancelled'],
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
  'authorized',
  'success',
  'failed',
  'cancelled',
] as const;

/** Statuses only operations leave: a platform reports a capture or a cancellation instead of a new status. */
const LEFT_THROUGH_OPERATIONS = ['authorized'] as const satisfies ReadonlyArray<PaymentStatus>;

export const canChangePaymentStatus = (from: PaymentStatus, to: PaymentStatus): boolean =>
  NEXT[from].includes(to);

/** Whether a platform may report the change itself (POST /payments/{id}/status), not through an operation. */
export const platformMayReportChange = (from: PaymentStatus, to: PaymentStatus): boolean =>
  canChangePaymentStatus(from, to) &&
  !(LEFT_THROUGH_OPERATIONS as ReadonlyArray<PaymentStatus>).includes(from) &&
  (PLATFORM_REPORTED_STATUSES as ReadonlyArray<PaymentStatus>).includes(to);
