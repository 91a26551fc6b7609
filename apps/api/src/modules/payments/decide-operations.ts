import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound, Problem, problemItem } from '../../http/problem';
import type { AuditTrail } from '../audit/record';
import type { OperationRow } from './operation-resource';
import { type SweepOptions, sweepDueOperations } from './operation-sweep';
import { lockPayment, type PaymentScope } from './payment-money';
import { sendToPlatform } from './request-operations';
import { settleOperation } from './settle-operations';
import { paymentOperations } from './tables';

/** The person deciding on a request that waits for approval. */
export type Decider = { userId: string; trail: AuditTrail };

const ownRequest = () =>
  new Problem(403, 'You asked for this operation: another owner or admin decides on it.', [
    problemItem(403, 'own_request', 'Forbidden'),
  ]);

const notAwaiting = (status: OperationRow['status']) =>
  new Problem(409, `The operation is ${status}: only one awaiting approval can be approved or rejected.`, [
    {
      ...problemItem(409, 'operation_not_awaiting_approval', 'Conflict', status),
      meta: { current_status: status },
    },
  ]);

const approvalExpired = () =>
  new Problem(409, 'The request waited seven days and expired: ask for the operation again.', [
    problemItem(409, 'approval_expired', 'Conflict'),
  ]);

/** The asker never decides on their own request, whatever their role (decision 0106). */
export const refuseOwnRequest = (userId: string) => (operation: OperationRow) => {
  if (operation.requestedByUserId === userId) throw ownRequest();
};

/**
 * POST /payments/{id}/operations/{operationId}/approve: a second owner or admin, having proven it is them, sends
 * the request on. What it holds is held already, so it becomes pending as asked and the platform hears of it now
 * (`<kind>.created`; in test mode with no endpoint listening, the sandbox settles it).
 */
export async function approveOperation(
  db: Db,
  scope: PaymentScope,
  target: { operationId: string; paymentId: string },
  decider: Decider,
): Promise<OperationRow> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [operation] = await tx
      .select()
      .from(paymentOperations)
      .where(
        and(
          eq(paymentOperations.id, target.operationId),
          eq(paymentOperations.paymentId, target.paymentId),
          eq(paymentOperations.organizationId, scope.organizationId),
          eq(paymentOperations.mode, scope.mode),
        ),
      )
      .for('update');
    if (!operation) throw notFound('No such operation.');
    refuseOwnRequest(decider.userId)(operation);
    if (operation.status !== 'awaiting_approval') throw notAwaiting(operation.status);
    const now = new Date();
    if (operation.approvalExpiresAt !== null && operation.approvalExpiresAt <= now) throw approvalExpired();
    const payment = await lockPayment(tx, scope, operation.paymentId);
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
