import type { PaymentOperation, PlatformOperation } from '@paygrid/contracts';
import { isoInstant } from '../../db/instant-text';
import { exponentOf } from './dashboard-home';
import type { paymentOperations } from './tables';

export type OperationRow = typeof paymentOperations.$inferSelect;

const instantOrNull = (at: Date | null) => (at === null ? null : isoInstant(at));

/** An operation as the platform API answers it and its events carry: minor units as text, instants in UTC. */
export function platformOperationOf(row: OperationRow): PlatformOperation {
  return {
    type: 'payment_operation',
    id: row.id,
    attributes: {
      kind: row.kind,
      status: row.status,
      payment_id: row.paymentId,
      mode: row.mode,
      amount_minor: String(row.amountMinor),
      currency: row.currency,
      reason: row.reason,
      note: row.note,
      failure_message: row.failureMessage,
      requested_via: row.requestedVia,
      settles_by_itself_at: instantOrNull(row.settlesAt),
      settled_at: instantOrNull(row.settledAt),
      created_at: isoInstant(row.createdAt),
      updated_at: isoInstant(row.updatedAt),
    },
  };
}

/** An operation as the console shows it: who asked and who decided, by name, and the currency's exponent. */
export function paymentOperationOf(
  row: OperationRow,
  names: { requestedBy: string | null; decidedBy: string | null },
): PaymentOperation {
  const { attributes } = platformOperationOf(row);
  return {
    type: 'payment_operation',
    id: row.id,
    attributes: {
      ...attributes,
      exponent: exponentOf(row.currency),
      requested_by_name: names.requestedBy,
      requested_by_user_id: row.requestedByUserId,
      sent_at: instantOrNull(row.sentAt),
      approval_expires_at: instantOrNull(row.approvalExpiresAt),
      decided_by_name: names.decidedBy,
      decided_at: instantOrNull(row.decidedAt),
    },
  };
}
