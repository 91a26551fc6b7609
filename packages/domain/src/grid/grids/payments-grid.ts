import { FAILURE_REASONS } from '../../payments/failure-reasons';
import { PAYMENT_METHODS, PAYMENT_STATUSES, PAYMENT_TYPES } from '../../payments/fixed-values';
import { SEARCH_MIN_WORD_LENGTH } from '../filter-limits';
import type { GridDeclaration } from '../grid-declaration';

/**
 * An organisation's payments as a grid (issue 16), newest first. The mode (test or live) is never a filter: it
 * comes from the organisation's testMode cookie. The amount filter is in major units of the one currency
 * selected; the API converts it by that currency's exponent.
 */
export const paymentsGrid = {
  code: 'payments',
  columns: [
    { param: 'id', labelKey: 'payments.column.id', width: 150, fixed: true },
    { param: 'created_at', labelKey: 'payments.column.created_at', width: 170 },
    { param: 'type', labelKey: 'payments.column.type', width: 110 },
    { param: 'status', labelKey: 'payments.column.status', width: 120 },
    {
      param: 'failure_reason',
      labelKey: 'payments.column.failure_reason',
      width: 190,
      fields: ['failure_reason', 'failure_message'],
    },
    {
      param: 'amount',
      labelKey: 'payments.column.amount',
      width: 160,
      fields: ['amount_minor', 'currency', 'exponent'],
    },
    { param: 'currency', labelKey: 'payments.column.currency', width: 100 },
    {
      param: 'target',
      labelKey: 'payments.column.target',
      width: 170,
      fields: ['target_amount_minor', 'target_currency', 'target_exponent', 'rate'],
    },
    {
      param: 'fee',
      labelKey: 'payments.column.fee',
      width: 120,
      fields: ['fee_minor', 'currency', 'exponent'],
    },
    {
      param: 'refunded',
      labelKey: 'payments.column.refunded',
      width: 140,
      fields: ['refunded_minor', 'currency', 'exponent'],
    },
    { param: 'method', labelKey: 'payments.column.method', width: 110 },
    { param: 'vendor', labelKey: 'payments.column.vendor', width: 130 },
    { param: 'three_ds', labelKey: 'payments.column.three_ds', width: 80 },
    {
      param: 'customer_email',
      labelKey: 'payments.column.customer_email',
      width: 220,
    },
    {
      param: 'customer_country',
      labelKey: 'payments.column.customer_country',
      width: 100,
    },
    { param: 'reference', labelKey: 'payments.column.reference', width: 170 },
    { param: 'description', labelKey: 'payments.column.description', width: 220 },
  ],
  filters: [
    {
      key: 'search',
      type: 'search',
      labelKey: 'payments.filter.search',
      minWordLength: SEARCH_MIN_WORD_LENGTH,
    },
    {
      key: 'status',
      type: 'enumeration',
      labelKey: 'payments.filter.status',
      values: { kind: 'fixed', values: PAYMENT_STATUSES },
    },
    {
      key: 'type',
      type: 'enumeration',
      labelKey: 'payments.filter.type',
      values: { kind: 'fixed', values: PAYMENT_TYPES },
    },
    {
      key: 'method',
      type: 'enumeration',
      labelKey: 'payments.filter.method',
      values: { kind: 'fixed', values: PAYMENT_METHODS },
    },
    {
      key: 'currency',
      type: 'multiple-enumeration',
      labelKey: 'payments.filter.currency',
      values: { kind: 'catalogue', catalogue: 'currencies' },
      // The web offers the catalogue's entries (GET /system/enumerations), never a list of its own.
      enumeration: 'system-currencies',
    },
    { key: 'amount', type: 'number', labelKey: 'payments.filter.amount' },
    // In major units of the one currency selected, as the amount (issue 38).
    { key: 'refunded_amount', type: 'number', labelKey: 'payments.filter.refunded_amount' },
    { key: 'reference', type: 'string', labelKey: 'payments.filter.reference' },
    { key: 'created_at', type: 'unix-date', labelKey: 'payments.filter.created_at' },
    {
      key: 'failure_reason',
      type: 'enumeration',
      labelKey: 'payments.filter.failure_reason',
      values: { kind: 'fixed', values: FAILURE_REASONS },
    },
    { key: 'three_ds', type: 'boolean', labelKey: 'payments.filter.three_ds' },
    { key: 'needs_attention', type: 'toggle', labelKey: 'payments.filter.needs_attention' },
    {
      key: 'has_pending_operation',
      type: 'toggle',
      labelKey: 'payments.filter.has_pending_operation',
    },
  ],
  sorts: [
    { param: 'created_at', type: 'timestamp' },
    { param: 'amount', type: 'integer', within: { param: 'currency', type: 'text' } },
    { param: 'status', type: 'text' },
    { param: 'type', type: 'text' },
    { param: 'reference', type: 'text' },
  ],
  defaultSort: [{ param: 'created_at', direction: 'desc' }],
  tieBreaker: { param: 'id', type: 'text' },
  paging: 'cursor',
} as const satisfies GridDeclaration;
