import type { PaymentDetail } from '@paygrid/contracts/payments/payment';
import type { PaymentMoney } from '@paygrid/domain/payments/operations';

/** A payment's sums as packages/domain reads them, so its rules (what a cancellation releases) are not copied. */
export const paymentMoneyOf = ({ attributes: a }: PaymentDetail['data']): PaymentMoney => ({
  type: a.type,
  status: a.status,
  amountMinor: BigInt(a.amount_minor),
  capturedMinor: BigInt(a.captured_minor),
  capturePendingMinor: BigInt(a.capture_pending_minor),
  refundedMinor: BigInt(a.refunded_minor),
  refundPendingMinor: BigInt(a.refund_pending_minor),
  cancellationPending: a.cancellation_pending,
});
