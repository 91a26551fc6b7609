import { heldPayment, type OperationHold, operationFit } from '@paygrid/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Problem, problemItem } from '../../http/problem';
import type { AuditTrail } from '../audit/record';
import type { OperationRow } from './operation-resource';
import { type SweepOptions, sweepDueOperations } from './operation-sweep';
import { lockPayment, moneyColumns, moneyOf, type PaymentRow, type PaymentScope } from './payment-money';
import { sendToPlatform } from './request-operations';
import { notAwaiting, operationIn, settleOperation } from './settle-operations';
import { paymentOperations, payments } from './tables';

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
 * What the request holds once approved, decided on the payment as it is now (a waiting request held nothing): the
 * platform may have moved the payment meanwhile (a payout paid or cancelled, a refund or capture of its own); 409
 * operation_no_longer_fits if it no longer fits, and the approver rejects it.
 */
function holdIfFits(operation: OperationRow, payment: PaymentRow): OperationHold {
  const hold = operationFit(moneyOf(payment), operation);
  if ('refused' in hold) throw noLongerFits(operation, hold.refused);
  return hold;
}

/**
 * POST /payments/{id}/operations/{operationId}/approve: a second owner or admin, having proven it is them, sends
 * the request on: decided again on the payment as it is now, it holds its amount there, becomes pending and the
 * platform hears of it now (`<kind>.created`; in test mode with no endpoint listening, the sandbox settles it).
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
    const hold = holdIfFits(operation, payment);
    await decider.trail.record(tx, {
      organizationId: scope.organizationId,
      action: `payment.${operation.kind}_approved`,
      resource: { id: payment.id, name: payment.reference },
      details: {
        operation_id: operation.id,
        amount_minor: String(hold.amountMinor),
        currency: operation.currency,
        mode: scope.mode,
      },
    });
    const [held] = await tx
      .update(payments)
      .set({ ...moneyColumns(heldPayment(moneyOf(payment), hold)), updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    if (!held) throw new Error('The payment was not written');
    return sendToPlatform(tx, scope, operation, held, now, {
      decidedByUserId: decider.userId,
      amountMinor: hold.amountMinor,
    });
  });
}

/**
 * Requests that waited seven days unapproved expire, each recorded in the audit log
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
