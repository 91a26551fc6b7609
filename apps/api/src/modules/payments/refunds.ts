import type { CreatePlatformRefundBody } from '@paygrid/contracts';
import {
  type OperationRefusal,
  operationsOffered,
  refundableMinor,
  SANDBOX_SETTLE_DELAY_MS,
} from '@paygrid/domain';
import { eq, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../../db/client';
import { Problem, problemItem } from '../../http/problem';
import type { AuditTrail } from '../audit/record';
import { appendPlatformEvent } from '../events/append';
import { listensFor } from '../webhooks/subscriptions';
import { type OperationRow, platformOperationOf } from './operation-resource';
import { lastStepAt, lockPayment, moneyOf, type PaymentRow, type PaymentScope } from './payment-money';
import { platformPaymentOf } from './platform-payment-resource';
import { appendSettledEvent, settleLocked } from './settle-operations';
import { paymentOperations, payments } from './tables';

/** Who asks: a person in the console (recorded in the audit log), or a platform with its API key. */
export type Requester =
  | { via: 'console'; userId: string; trail: AuditTrail }
  | { via: 'api'; apiKeyId: string };

type RefundRequest = Omit<CreatePlatformRefundBody, 'status' | 'at'> &
  Partial<Pick<CreatePlatformRefundBody, 'status' | 'at'>>;

const notOffered = (why: OperationRefusal) =>
  new Problem(409, 'This payment cannot be refunded now.', [
    { ...problemItem(409, 'refund_not_offered', 'Conflict', why), meta: { why } },
  ]);

const exceedsRefundable = (left: bigint) =>
  new Problem(422, `At most ${left} minor units are left to refund.`, [
    {
      ...problemItem(422, 'amount_exceeds_refundable', 'Invalid value', `refundable ${left}`),
      source: { pointer: '/amount_minor' },
      meta: { params: { refundable_minor: String(left) } },
    },
  ]);

const atOnlyWhenReported = () =>
  new Problem(422, 'Only a refund reported as succeeded names when it happened.', [
    {
      ...problemItem(422, 'at_unexpected', 'Invalid value', 'at needs status succeeded'),
      source: { pointer: '/at' },
    },
  ]);

function reportedAt(payment: PaymentRow, at: string): Date {
  const when = new Date(at);
  const last = lastStepAt(payment.statusHistory);
  if (when.getTime() < last) {
    throw new Problem(422, 'A refund cannot happen before the payment’s last step.', [
      {
        ...problemItem(
          422,
          'refund_time_before_payment',
          'Invalid value',
          'at before the payment’s last step',
        ),
        source: { pointer: '/at' },
      },
    ]);
  }
  return when;
}

/**
 * POST /payments/{id}/refunds (console and platform API): a refund of part or all of what is left, recorded as
 * pending with the amount held on the payment, and `refund.created` for the platform to carry it out. Decided under
 * the payment's lock, and the database's check holds the sum besides. In test mode with no endpoint listening, the
 * sandbox settles it by itself; a platform may also report one it already made (`status: succeeded`).
 */
export async function requestRefund(
  db: Db,
  scope: PaymentScope,
  paymentId: string,
  request: RefundRequest,
  requester: Requester,
): Promise<OperationRow> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const payment = await lockPayment(tx, scope, paymentId);
    const offer = operationsOffered(moneyOf(payment)).refund;
    if (!offer.offered) throw notOffered(offer.why);
    const amount = BigInt(request.amount_minor);
    const left = refundableMinor(moneyOf(payment));
    if (amount > left) throw exceedsRefundable(left);
    const reported = request.status === 'succeeded';
    if (request.at !== undefined && !reported) throw atOnlyWhenReported();
    // A refund the platform made earlier is recorded as asked for then (never before the payment's last step).
    const now = reported && request.at !== undefined ? reportedAt(payment, request.at) : new Date();
    const sandbox = scope.mode === 'test' && !reported && !(await listensFor(tx, scope, 'refund.created'));
    const [held] = await tx
      .update(payments)
      .set({
        refundPendingMinor: sql`${payments.refundPendingMinor} + ${amount.toString()}::bigint`,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    const [operation] = await tx
      .insert(paymentOperations)
      .values({
        id: ulid(now.getTime()),
        organizationId: scope.organizationId,
        mode: scope.mode,
        paymentId: payment.id,
        kind: 'refund',
        status: 'pending',
        amountMinor: amount,
        currency: payment.currency,
        reason: request.reason,
        note: request.note ?? '',
        requestedVia: requester.via,
        requestedByUserId: requester.via === 'console' ? requester.userId : null,
        requestedByApiKeyId: requester.via === 'api' ? requester.apiKeyId : null,
        settlesAt: sandbox ? new Date(now.getTime() + SANDBOX_SETTLE_DELAY_MS) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!held || !operation) throw new Error('The refund was not written');
    if (requester.via === 'console') {
      await requester.trail.record(tx, {
        organizationId: scope.organizationId,
        action: 'payment.refund_requested',
        resource: { id: payment.id, name: payment.reference },
        details: {
          operation_id: operation.id,
          amount_minor: String(amount),
          currency: payment.currency,
          reason: request.reason,
          mode: scope.mode,
        },
      });
    }
    // A refund the platform already made is settled before any event: the rollup rows come before the event head.
    const settled = reported
      ? await settleLocked(tx, operation, held, { status: 'succeeded', at: request.at })
      : undefined;
    await appendPlatformEvent(tx, {
      ...scope,
      eventType: 'refund.created',
      payment: platformPaymentOf(held),
      operation: platformOperationOf(operation),
    });
    if (!settled) return operation;
    await appendSettledEvent(tx, scope, settled);
    return settled.operation;
  });
}
