import { CURRENCY_TYPES } from '../../catalogues/fixed-values';
import type { GridDeclaration } from '../grid-declaration';

/** The currency catalogue as a grid (cursor paging, by code). */
export const currenciesGrid = {
  code: 'currencies',
  columns: [
    { param: 'code', labelKey: 'currencies.column.code', width: 110, fixed: true },
    { param: 'name', labelKey: 'currencies.column.name', width: 240 },
    { param: 'type', labelKey: 'currencies.column.type', width: 130 },
    { param: 'exponent', labelKey: 'currencies.column.exponent', width: 110 },
    {
      param: 'parent',
      labelKey: 'currencies.column.parent',
      groupLabelKey: 'currencies.group.backing',
      // A digital entry's underlying currency reads "↳ USD": it stands on it.
      prefix: '↳',
      width: 120,
      fields: ['parentCode'],
    },
    {
      param: 'vendor',
      labelKey: 'currencies.column.vendor',
      groupLabelKey: 'currencies.group.backing',
      width: 200,
    },
    // The code stands in for a currency with no symbol of its own.
    { param: 'symbol', labelKey: 'currencies.column.symbol', width: 90, fields: ['symbol', 'code'] },
  ],
  filters: [
    { key: 'search', type: 'search', labelKey: 'currencies.filter.search' },
    {
      key: 'type',
      type: 'multiple-enumeration',
      labelKey: 'currencies.filter.type',
      values: { kind: 'fixed', values: CURRENCY_TYPES },
      enumeration: 'currency-types',
    },
    { key: 'exponent', type: 'number', labelKey: 'currencies.filter.exponent' },
    {
      key: 'parent',
      type: 'enumeration',
      labelKey: 'currencies.filter.parent',
      values: { kind: 'catalogue', catalogue: 'currencies' },
      enumeration: 'system-currencies',
    },
    { key: 'vendor', type: 'string', labelKey: 'currencies.filter.vendor' },
    { key: 'payment_system', type: 'toggle', labelKey: 'currencies.filter.payment_system' },
  ],
  sorts: [
    { param: 'code', type: 'text' },
    { param: 'name', type: 'text' },
    { param: 'type', type: 'text' },
    { param: 'exponent', type: 'integer' },
  ],
  defaultSort: [{ param: 'code', direction: 'asc' }],
  tieBreaker: { param: 'code', type: 'text' },
  paging: 'cursor',
} as const satisfies GridDeclaration;
