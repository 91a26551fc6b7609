import type { PlatformPayment } from '@paygrid/contracts';
import { isoInstant } from '../../db/instant-text';
import type { payments } from './tables';

type PaymentRow = typeof payments.$inferSelect;

/** A payment as the platform API answers it (and its events carry): minor units as text, instants in UTC. */
export function platformPaymentOf(row: PaymentRow): PlatformPayment {
  return {
    type: 'payment',
    id: row.id,
    attributes: {
      mode: row.mode,
      type: row.type,
      status: row.status,
      amount_minor: String(row.amountMinor),
      currency: row.currency,
      fee_minor: String(row.feeMinor),
      target_amount_minor: row.targetAmountMinor === null ? null : String(row.targetAmountMinor),
      target_currency: row.targetCurrency,
      rate: row.rate,
      method: row.method,
      three_ds: row.threeDs,
      customer_email: row.customerEmail,
      customer_country: row.customerCountry,
      reference: row.reference,
      description: row.description,
      failure_reason: row.failureReason,
      failure_message: row.failureMessage,
      metadata: row.metadata,
      status_history: [...row.statusHistory].sort((a, b) => a.at.localeCompare(b.at)),
      captured_minor: String(row.capturedMinor),
      refunded_minor: String(row.refundedMinor),
      refund_pending_minor: String(row.refundPendingMinor),
      capture_pending_minor: String(row.capturePendingMinor),
      cancellation_pending: row.cancellationPending,
      created_at: isoInstant(row.createdAt),
      updated_at: isoInstant(row.updatedAt),
    },
  };
}
