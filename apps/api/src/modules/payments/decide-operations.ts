import { operationsOffered, settledPayment } from '@paygrid/domain';
import type { Db } from '../../db/client';
import { Problem, problemItem } from '../../http/problem';
import type { AuditTrail } from '../audit/record';
import type { OperationRow } from './operation-resource';
import { type SweepOptions, sweepDueOperations } from './operation-sweep';
import { lockPayment, moneyOf, type PaymentScope } from './payment-money';
import { AMOUNT_LIMITS, sendToPlatform } from './request-operations';
import { notAwaiting, operationIn, settleOperation } from './settle-operations';
import { paymentOperations } from './tables';

/** The person deciding on a request that waits for approval. */
export type Decider = { userId: string; trail: AuditTrail };

const ownRequest = () =>
  new Problem(403, 'You asked for this operation: another owner or admin decides on it.', [
    problemItem(403, 'own_request', 'Forbidden'),
  ]);

const approvalExpired = () =>
  new Problem(409, 'The request waited seven days and expired: ask for the operation again.', [
    problemItem(409, 'approval_expired', 'Conflict'),
  ]);

/** The asker never decides on their own request, whatever their role (decision 0106). */
export const refuseOwnRequest = (userId: string) => (operation: OperationRow) => {
  if (operation.requestedByUserId === userId) throw ownRequest();
};

type Target = { operationId: string; paymentId: string };

/** Who may approve it, and whether it still waits: asked before the proof too, so a refusal spends no code. */
function refuseUnapprovable(operation: OperationRow, userId: string, now: Date): void {
  refuseOwnRequest(userId)(operation);
  if (operation.status !== 'awaiting_approval') throw notAwaiting(operation.status);
  if (operation.approvalExpiresAt !== null && operation.approvalExpiresAt <= now) throw approvalExpired();
}

/** Before the approver proves it is them: the request exists, is not theirs and still waits (else 404, 403, 409). */
export async function checkApprovable(db: Db, scope: PaymentScope, target: Target, userId: string) {
  refuseUnapprovable(await operationIn(db, scope, target, { lock: false }), userId, new Date());
}

const noLongerFits = (operation: OperationRow, why: string) =>
  new Problem(409, `The payment changed while the ${operation.kind} waited: it can no longer be approved.`, [
    { ...problemItem(409, 'operation_no_longer_fits', 'Conflict', why), meta: { why } },
  ]);

/**
 * Whether the request still fits the payment as it is now, its own hold set aside: the platform may have moved
 * the payment meanwhile (a payout paid or cancelled, a refund of its own); 409 operation_no_longer_fits if not,
 * and the approver rejects it.
 */
function refuseUnfit(operation: OperationRow, payment: Parameters<typeof moneyOf>[0]): void {
  const without = settledPayment(moneyOf(payment), operation, 'withdrawn');
  const offer = operationsOffered(without)[operation.kind];
  if (!offer.offered) throw noLongerFits(operation, offer.why);
  if (
    operation.kind !== 'cancellation' &&
    operation.amountMinor > AMOUNT_LIMITS[operation.kind].left(without)
  ) {
    throw noLongerFits(operation, 'amount_exceeds_left');
  }
}

/**
 * POST /payments/{id}/operations/{operationId}/approve: a second owner or admin, having proven it is them, sends
 * the request on. What it holds is held already, so it becomes pending as asked and the platform hears of it now
 * (`<kind>.created`; in test mode with no endpoint listening, the sandbox settles it), unless the payment changed
 * meanwhile so that it no longer fits.
 */
export async function approveOperation(
  db: Db,
  scope: PaymentScope,
  target: Target,
  decider: Decider,
): Promise<OperationRow> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const operation = await operationIn(tx, scope, target, { lock: true });
    const now = new Date();
    refuseUnapprovable(operation, decider.userId, now);
    const payment = await lockPayment(tx, scope, operation.paymentId);
    refuseUnfit(operation, payment);
    await decider.trail.record(tx, {
      organizationId: scope.organizationId,
      action: `payment.${operation.kind}_approved`,
      resource: { id: payment.id, name: payment.reference },
      details: {
        operation_id: operation.id,
        amount_minor: String(operation.amountMinor),
        currency: operation.currency,
        mode: scope.mode,
      },
    });
    return sendToPlatform(tx, scope, operation, payment, now, { decidedByUserId: decider.userId });
  });
}

/**
 * Requests that waited seven days unapproved expire and release what they held, each recorded in the audit log
 * as Paygrid's own entry. Every server runs it with the sandbox; one decided meanwhile is left as it is. Answers
 * how many expired.
 */
export const expireApprovals = (db: Db, trail: AuditTrail, options: SweepOptions = {}) =>
  sweepDueOperations(
    db,
    { status: 'awaiting_approval', dueAt: paymentOperations.approvalExpiresAt },
    (operation) =>
      settleOperation(db, operation, { operationId: operation.id }, { status: 'expired' }, trail),
    { ...options, failure: 'an approval request could not expire' },
  );
