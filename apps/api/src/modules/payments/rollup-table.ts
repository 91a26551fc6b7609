import {
  PAYMENT_METHODS,
  PAYMENT_MODES,
  PAYMENT_OPERATION_KINDS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
} from '@paygrid/domain';
import { bigint, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { rowId, timestamps } from '../../db/columns';
import { organizations } from '../organizations/tables';

/**
 * Payments counted by the quarter hour (issue 17, issue 40): one row per organisation, mode, UTC quarter hour and the
 * four dimensions the dashboard and the summary split by. Every UTC offset in use is a multiple of 15 minutes, so
 * every zone's day starts on a quarter (ADR 0108). The amount is a numeric sum of minor units (a sum of bigints may
 * not fit a bigint), never a float. Kept current in the transaction that writes the payment (rollup-writes.ts).
 */
export const paymentRollupQuarters = pgTable(
  'payment_rollup_quarters',
  {
    id: rowId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    type: text('type', { enum: PAYMENT_TYPES }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    amountMinor: numeric('amount_minor', { precision: 38, scale: 0 }).notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({
      name: 'payment_rollup_quarters_pk',
      columns: [
        table.organizationId,
        table.mode,
        table.quarter,
        table.currency,
        table.status,
        table.method,
        table.type,
      ],
    }),
  ],
);

/**
 * The same payments counted by the UTC day: a local day is its UTC day's row corrected by the few quarter hours
 * between the local and the UTC midnight (ADR 0070, update 2026-11-26; ADR 0108). Kept current with the quarter
 * hours, in the same transaction.
 */
export const paymentRollupDays = pgTable(
  'payment_rollup_days',
  {
    id: rowId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    day: timestamp('day', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    type: text('type', { enum: PAYMENT_TYPES }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    amountMinor: numeric('amount_minor', { precision: 38, scale: 0 }).notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({
      name: 'payment_rollup_days_pk',
      columns: [
        table.organizationId,
        table.mode,
        table.day,
        table.currency,
        table.status,
        table.method,
        table.type,
      ],
    }),
  ],
);

/**
 * Operations that succeeded, counted by the UTC quarter hour they settled in (issue 38, ADR 0108): what the dashboard's refunds and
 * net read beside the payments' own rollup, which stays a GROUP BY of the payments rows (the grid's summary reads
 * it). `method` is the payment's. Kept current in the transaction that settles the operation.
 */
export const paymentOperationRollupQuarters = pgTable(
  'payment_operation_rollup_quarters',
  {
    id: rowId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: PAYMENT_OPERATION_KINDS }).notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    amountMinor: numeric('amount_minor', { precision: 38, scale: 0 }).notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({
      name: 'payment_operation_rollup_quarters_pk',
      columns: [table.organizationId, table.mode, table.quarter, table.kind, table.currency, table.method],
    }),
  ],
);
