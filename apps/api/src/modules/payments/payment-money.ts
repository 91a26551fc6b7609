import type { OperationHold, PaymentMoney } from '@paygrid/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../http/problem';
import type { EventCaller } from '../events/append';
import { paymentsOf } from './payment-grid';
import { paymentOperations, payments } from './tables';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentScope = {
  organizationId: string;
  mode: PaymentRow['mode'];
  /** The platform API call acting, recorded on the events it makes (the payment's story). */
  caller?: EventCaller | undefined;
};

/** What of a payment its operations read and change. */
export const moneyOf = (row: PaymentRow): PaymentMoney => ({
  type: row.type,
  status: row.status,
  amountMinor: row.amountMinor,
  capturedMinor: row.capturedMinor,
  capturePendingMinor: row.capturePendingMinor,
  refundedMinor: row.refundedMinor,
  refundPendingMinor: row.refundPendingMinor,
  cancellationPending: row.cancellationPending,
});

/** The payment's money columns as the domain left them (the status is written with its history). */
export const moneyColumns = (money: PaymentMoney) => ({
  capturedMinor: money.capturedMinor,
  capturePendingMinor: money.capturePendingMinor,
  refundedMinor: money.refundedMinor,
  refundPendingMinor: money.refundPendingMinor,
  cancellationPending: money.cancellationPending,
});

/** When a payment's latest step happened (epoch ms; 0 with no history): nothing it reports may come before. */
export const lastStepAt = (history: ReadonlyArray<{ at: string }>): number =>
  history.reduce((latest, step) => Math.max(latest, Date.parse(step.at)), 0);

/**
 * The payment of the organisation and mode, locked until the transaction ends: every operation on it takes this
 * lock first, so two operations asked for at once are decided one after the other on what the first left.
 */
export async function lockPayment(tx: Db, scope: PaymentScope, id: string): Promise<PaymentRow> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), paymentsOf(scope)))
    .for('update');
  if (!row) throw notFound('No such payment.');
  return row;
}

/**
 * The requests on a payment that wait for approval: they hold nothing on it, but count against what the console may
 * still ask (withWaitingRequests, decision 0106).
 */
export const waitingRequestsOn = (tx: Db, paymentId: string): Promise<OperationHold[]> =>
  tx
    .select({ kind: paymentOperations.kind, amountMinor: paymentOperations.amountMinor })
    .from(paymentOperations)
    .where(
      and(eq(paymentOperations.paymentId, paymentId), eq(paymentOperations.status, 'awaiting_approval')),
    );
