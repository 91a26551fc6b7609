import { PAYMENT_OPERATION_KINDS } from '../../payments/operations';
import type { GridDeclaration } from '../grid-declaration';

/**
 * The Approvals page (issue 38, decision 0106): the operations that wait for a second person's approval, in the
 * console's mode, the soonest to expire first (each expires seven days after it was asked for).
 */
export const approvalsGrid = {
  code: 'approvals',
  columns: [
    { param: 'created_at', labelKey: 'approvals.column.created_at', width: 180, fixed: true },
    {
      param: 'payment',
      labelKey: 'approvals.column.payment',
      width: 200,
      fields: ['payment_reference', 'payment_id'],
    },
    { param: 'kind', labelKey: 'approvals.column.kind', width: 140 },
    {
      param: 'amount',
      labelKey: 'approvals.column.amount',
      width: 160,
      fields: ['amount_minor', 'currency', 'exponent'],
    },
    { param: 'requested_by', labelKey: 'approvals.column.requested_by', width: 200 },
    { param: 'approval_expires_at', labelKey: 'approvals.column.approval_expires_at', width: 180 },
    { param: 'note', labelKey: 'approvals.column.note', width: 240 },
  ],
  filters: [
    {
      key: 'kind',
      type: 'enumeration',
      labelKey: 'approvals.filter.kind',
      values: { kind: 'fixed', values: PAYMENT_OPERATION_KINDS },
    },
    {
      key: 'currency',
      type: 'multiple-enumeration',
      labelKey: 'approvals.filter.currency',
      values: { kind: 'catalogue', catalogue: 'currencies' },
      enumeration: 'system-currencies',
    },
    { key: 'created_at', type: 'unix-date', labelKey: 'approvals.filter.created_at' },
  ],
  sorts: [{ param: 'created_at', type: 'timestamp' }],
  defaultSort: [{ param: 'created_at', direction: 'asc' }],
  tieBreaker: { param: 'id', type: 'text' },
  paging: 'cursor',
} as const satisfies GridDeclaration;
