import type { ApprovalRow } from '@paygrid/contracts';
import { approvalsGrid, DEFAULT_CURRENCY_EXPONENT } from '@paygrid/domain';
import { instantWithOffset } from '@paygrid/domain/format/instant-with-offset';
import { sql } from 'drizzle-orm';
import { isoInstant } from '../../db/instant-text';
import { personName } from '../../db/person-name';
import type { GridSql } from '../../grid/grid-sql';
import { currencies } from '../catalogues/tables';
import { users } from '../users/tables';
import type { PaymentScope } from './payment-money';
import { minorText } from './payment-resource';
import { paymentOperations, payments } from './tables';

type Attributes = Required<ApprovalRow['attributes']>;

/** §9's default exponent as a literal, as the payments grid has it. */
const exponent = sql`coalesce(${currencies.exponent}, ${sql.raw(String(Math.trunc(DEFAULT_CURRENCY_EXPONENT)))})`;

/** The Approvals grid of packages/domain, in SQL: requests awaiting approval with their payment and asker. */
export const approvalGridSql: GridSql<ApprovalRow> = {
  declaration: approvalsGrid,
  from: sql`${paymentOperations}
    inner join ${payments} on ${payments.id} = ${paymentOperations.paymentId}
    left join ${currencies} on ${currencies.code} = ${paymentOperations.currency}
    left join ${users} on ${users.id} = ${paymentOperations.requestedByUserId}`,
  fields: {
    id: paymentOperations.id,
    created_at: paymentOperations.createdAt,
    payment_id: paymentOperations.paymentId,
    payment_reference: payments.reference,
    kind: paymentOperations.kind,
    amount_minor: sql`${paymentOperations.amountMinor}::text`,
    currency: paymentOperations.currency,
    exponent,
    requested_by: personName(users),
    requested_by_user_id: paymentOperations.requestedByUserId,
    approval_expires_at: paymentOperations.approvalExpiresAt,
    note: paymentOperations.note,
  },
  sorts: {
    created_at: paymentOperations.createdAt,
    id: paymentOperations.id,
  },
  filters: {
    kind: { column: paymentOperations.kind },
    currency: { column: paymentOperations.currency },
    created_at: { column: paymentOperations.createdAt },
  },
  toRow: (record) => ({ type: 'approval', id: String(record.id), attributes: approvalAttributes(record) }),
  csv: {
    created_at: (record, { timeZone }) =>
      instantWithOffset(Date.parse(isoInstant(record.created_at as Date)), timeZone),
    approval_expires_at: (record, { timeZone }) =>
      instantWithOffset(Date.parse(isoInstant(record.approval_expires_at as Date)), timeZone),
    payment: (record) => String(record.payment_reference),
    amount: (record) => minorText(record.amount_minor, record.exponent),
  },
  // An amount means nothing without its currency.
  csvCompanions: { amount: ['currency'] },
};

function approvalAttributes(record: Record<string, unknown>): Attributes {
  return {
    created_at: isoInstant(record.created_at as Date),
    payment_id: String(record.payment_id),
    payment_reference: String(record.payment_reference),
    kind: record.kind as Attributes['kind'],
    amount_minor: String(record.amount_minor),
    currency: String(record.currency),
    exponent: Number(record.exponent),
    requested_by: (record.requested_by as string | null) ?? null,
    requested_by_user_id: (record.requested_by_user_id as string | null) ?? null,
    approval_expires_at: isoInstant(record.approval_expires_at as Date),
    note: String(record.note),
  };
}

/**
 * The organisation's requests of the console's mode that wait for approval now: one past its seven days is left
 * out before the sweep expires it, since it can no longer be approved.
 */
export const awaitingApprovalIn = (scope: PaymentScope) =>
  sql`${paymentOperations.organizationId} = ${scope.organizationId} and ${paymentOperations.mode} = ${scope.mode}
    and ${paymentOperations.status} = 'awaiting_approval' and ${paymentOperations.approvalExpiresAt} > now()`;
