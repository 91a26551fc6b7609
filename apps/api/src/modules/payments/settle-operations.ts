import { canChangePaymentStatus, type PaymentOperationStatus, settledPayment } from '@paygrid/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalidValue as invalid, notFound, Problem, problemItem } from '../../http/problem';
import type { AuditTrail } from '../audit/record';
import { appendPlatformEvent } from '../events/append';
import { type OperationRow, platformOperationOf } from './operation-resource';
import { type SweepOptions, sweepDueOperations } from './operation-sweep';
import {
  lastStepAt,
  lockPayment,
  moneyColumns,
  moneyOf,
  type PaymentRow,
  type PaymentScope,
} from './payment-money';
import { platformPaymentOf } from './platform-payment-resource';
import { recordPaymentWrite } from './rollup-writes';
import { type PaymentStatusStep, paymentOperations, payments } from './tables';

/**
 * What ends an operation: the platform's report, a person taking the request back, or, for one awaiting approval
 * (decision 0106), its rejection or expiry.
 */
export type Settlement = {
  status: Exclude<PaymentOperationStatus, 'pending' | 'awaiting_approval'>;
  failureMessage?: string;
  /** When it happened on the platform; now by default. */
  at?: string;
  /** The owner or admin who rejected it. */
  decidedByUserId?: string;
};

/** What ends a request that still waits for approval: never a result, since the platform never heard of it. */
const ENDS_OF_WAITING: ReadonlyArray<Settlement['status']> = ['withdrawn', 'rejected', 'expired'];
/** The endings a person or Paygrid decides, each recorded in the audit log as `payment.<kind>_<status>`. */
const audited = (status: Settlement['status']): status is 'withdrawn' | 'rejected' | 'expired' =>
  ENDS_OF_WAITING.includes(status);

const notPending = (status: PaymentOperationStatus) =>
  new Problem(409, `The operation is ${status}: only a pending one can be settled or withdrawn.`, [
    { ...problemItem(409, 'operation_not_pending', 'Conflict', status), meta: { current_status: status } },
  ]);

export const notAwaiting = (status: PaymentOperationStatus) =>
  new Problem(409, `The operation is ${status}: only one awaiting approval can be approved or rejected.`, [
    {
      ...problemItem(409, 'operation_not_awaiting_approval', 'Conflict', status),
      meta: { current_status: status },
    },
  ]);

/** Whether the settlement may end the operation as it stands; 409 otherwise. */
function refuseUnlessSettleable(operation: OperationRow, settlement: Settlement): void {
  if (operation.status === 'pending') {
    if (settlement.status === 'rejected' || settlement.status === 'expired')
      throw notAwaiting(operation.status);
    return;
  }
  if (operation.status === 'awaiting_approval' && ENDS_OF_WAITING.includes(settlement.status)) return;
  if (settlement.status === 'rejected' || settlement.status === 'expired')
    throw notAwaiting(operation.status);
  throw notPending(operation.status);
}

const QUARTER_MS = 900_000;

/**
 * POST /operations/{id}/result, the sandbox and "Withdraw request": the operation is locked first, then its payment
 * (as a refund asked for at the same moment takes only the payment's). Another organisation's or mode's operation
 * answers 404.
 */
export async function settleOperation(
  db: Db,
  scope: PaymentScope,
  /** The operation, and the payment it must be on when the path names one. */
  target: { operationId: string; paymentId?: string },
  settlement: Settlement,
  trail?: AuditTrail,
  /** Refuses, once the operation is locked, a person who may not end this one (someone else's request). */
  guard?: (operation: OperationRow) => void,
): Promise<OperationRow> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const operation = await operationIn(tx, scope, target, { lock: true });
    guard?.(operation);
    refuseUnlessSettleable(operation, settlement);
    const payment = await lockPayment(tx, scope, operation.paymentId);
    const settled = await settleLocked(tx, operation, payment, settlement);
    // The audit chain's head before the event head, as a refund request takes them: never the other way round.
    const ending = settlement.status;
    if (trail && audited(ending)) {
      await trail.record(tx, {
        organizationId: scope.organizationId,
        action: `payment.${operation.kind}_${ending}`,
        resource: { id: payment.id, name: payment.reference },
        details: {
          operation_id: operation.id,
          amount_minor: String(operation.amountMinor),
          currency: operation.currency,
          mode: scope.mode,
          ...(operation.status === 'awaiting_approval' ? { awaiting_approval: true } : {}),
        },
      });
    }
    await appendSettledEvent(tx, scope, settled);
    return settled.operation;
  });
}

/**
 * The operation of the scope's organisation and mode, on the payment the path names when it names one (404 else);
 * locked for update when the caller ends or sends it, only read for a check made before a slower step.
 */
export async function operationIn(
  tx: Db,
  scope: PaymentScope,
  target: { operationId: string; paymentId?: string },
  options: { lock: boolean },
): Promise<OperationRow> {
  const query = tx
    .select()
    .from(paymentOperations)
    .where(
      and(
        eq(paymentOperations.id, target.operationId),
        eq(paymentOperations.organizationId, scope.organizationId),
        eq(paymentOperations.mode, scope.mode),
        target.paymentId === undefined ? undefined : eq(paymentOperations.paymentId, target.paymentId),
      ),
    );
  const [operation] = options.lock ? await query.for('update') : await query;
  if (!operation) throw notFound('No such operation.');
  return operation;
}

/** When the settlement happened: the platform's time, never before the request (422), or now. */
function settledAt(operation: OperationRow, reported: string | undefined): Date {
  if (reported === undefined) return new Date(Math.max(Date.now(), operation.createdAt.getTime()));
  const at = new Date(reported);
  if (at < operation.createdAt) {
    throw invalid('/at', 'result_time_before_request', 'An operation cannot settle before it was asked for.');
  }
  return at;
}

/** An operation once settled, and its payment after. */
type Settled = { operation: OperationRow; payment: PaymentRow };

const tooLate = (status: PaymentRow['status']) =>
  new Problem(409, `The payment is ${status} already: it can no longer be cancelled.`, [
    { ...problemItem(409, 'cancellation_too_late', 'Conflict', status), meta: { current_status: status } },
  ]);

/**
 * Settles a locked pending operation on its locked payment (packages/domain's settledPayment): its hold is released
 * and, when it succeeded, its money moved; the payment's status follows (paid, partially refunded, refunded,
 * cancelled) with its rollups, and a success counts in the operations' rollup. A payout the platform reported
 * processing meanwhile is still cancelled; one it reported paid or failed answers 409 cancellation_too_late. No
 * event: every writer takes the rollup rows before the event head, so the caller appends `<kind>.<status>`
 * (appendSettledEvent) as its transaction's last write.
 */
export async function settleLocked(
  tx: Db,
  operation: OperationRow,
  payment: PaymentRow,
  settlement: Settlement,
): Promise<Settled> {
  const { status } = settlement;
  if (status === 'failed' ? false : settlement.failureMessage !== undefined) {
    throw invalid(
      '/failure_message',
      'failure_message_unexpected',
      'Only a failed operation has a failure_message.',
    );
  }
  const at = settledAt(operation, settlement.at);
  // The platform cancelled the payment itself meanwhile: the cancellation asked for cannot succeed on top of it.
  if (operation.kind === 'cancellation' && status === 'succeeded' && payment.status === 'cancelled') {
    throw tooLate(payment.status);
  }
  // A request that ended while waiting for approval held nothing: the payment's money stays as it is.
  const money =
    operation.status === 'awaiting_approval'
      ? moneyOf(payment)
      : settledPayment(moneyOf(payment), operation, status);
  const nextStatus = money.status;
  if (nextStatus !== payment.status) {
    if (!canChangePaymentStatus(payment.status, nextStatus)) throw tooLate(payment.status);
    // A step of the payment's history never comes before the one it follows (as a reported status change).
    if (at.getTime() < lastStepAt(payment.statusHistory)) {
      throw invalid(
        '/at',
        'result_time_before_payment',
        'This result changes the payment: it cannot happen before the payment’s last step.',
      );
    }
  }
  const history: PaymentStatusStep[] =
    nextStatus === payment.status
      ? payment.statusHistory
      : [...payment.statusHistory, { status: nextStatus, at: at.toISOString() }];
  const now = new Date();
  const [after] = await tx
    .update(payments)
    .set({ ...moneyColumns(money), status: nextStatus, statusHistory: history, updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  if (!after) throw new Error('The payment was not written');
  if (nextStatus !== payment.status) await recordPaymentWrite(tx, payment, after);
  const [done] = await tx
    .update(paymentOperations)
    .set({
      status,
      failureMessage: settlement.failureMessage ?? null,
      settlesAt: null,
      settledAt: at,
      ...(settlement.decidedByUserId === undefined
        ? {}
        : { decidedByUserId: settlement.decidedByUserId, decidedAt: at }),
      updatedAt: now,
    })
    .where(eq(paymentOperations.id, operation.id))
    .returning();
  if (!done) throw new Error('The operation was not written');
  if (status === 'succeeded') await countSucceeded(tx, done, payment);
  return { operation: done, payment: after };
}

/** How an operation the platform was told of may end, each with its event. */
type SentEnding = 'succeeded' | 'failed' | 'withdrawn';

/**
 * `<kind>.<status>` of a settled operation: the caller writes it last, after every other row it locks. One the
 * platform never heard of (it ended while awaiting approval) has no event.
 */
export async function appendSettledEvent(tx: Db, scope: PaymentScope, settled: Settled): Promise<void> {
  if (settled.operation.sentAt === null) return;
  await appendPlatformEvent(tx, {
    ...scope,
    eventType: `${settled.operation.kind}.${settled.operation.status as SentEnding}`,
    payment: platformPaymentOf(settled.payment),
    operation: platformOperationOf(settled.operation),
  });
}

/** Adds a succeeded operation to the operations' rollup, in the quarter hour it settled. */
async function countSucceeded(tx: Db, operation: OperationRow, payment: PaymentRow): Promise<void> {
  const settled = operation.settledAt ?? new Date();
  const quarter = new Date(Math.floor(settled.getTime() / QUARTER_MS) * QUARTER_MS);
  await tx.execute(sql`
    insert into payment_operation_rollup_quarters as r
      (organization_id, mode, quarter, kind, currency, method, count, amount_minor)
    values (${operation.organizationId}::uuid, ${operation.mode}, ${quarter.toISOString()}::timestamptz,
      ${operation.kind}, ${operation.currency}, ${payment.method}, 1, ${String(operation.amountMinor)}::numeric)
    on conflict on constraint payment_operation_rollup_quarters_pk do update set
      count = r.count + 1, amount_minor = r.amount_minor + excluded.amount_minor, updated_at = now()`);
}

/**
 * The sandbox (issue 38): test-mode operations whose `settles_at` has come succeed by themselves, as the platform
 * would have reported (a cancellation come too late fails). One that someone settled or withdrew meanwhile is left
 * as it is. Answers how many it settled.
 */
export const settleSandboxOperations = (db: Db, options: SweepOptions = {}) =>
  sweepDueOperations(
    db,
    { status: 'pending', dueAt: paymentOperations.settlesAt },
    (operation) =>
      settleOperation(db, operation, { operationId: operation.id }, { status: 'succeeded' }).catch(
        (error: unknown) => {
          // A payout the platform paid or failed before its sandbox cancellation came due: the sandbox reports the
          // cancellation failed, as a platform would.
          if (!(error instanceof Problem && error.errors[0]?.code === 'cancellation_too_late')) throw error;
          const before = { failed: 'failed', cancelled: 'been cancelled' }[String(error.errors[0]?.detail)];
          return settleOperation(
            db,
            operation,
            { operationId: operation.id },
            {
              status: 'failed',
              failureMessage: `The payment had ${before ?? 'gone through'} before it could be cancelled.`,
            },
          );
        },
      ),
    { ...options, failure: 'sandbox could not settle an operation' },
  );
