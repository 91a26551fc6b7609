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
 * Payments counted by the hour (issue 17): one row per organisation, mode, UTC hour and the four dimensions the
 * dashboard and the summary split by. The amount is a numeric sum of minor units (a sum of bigints may not fit a
 * bigint), never a float. Kept current in the transaction that writes the payment (rollup-writes.ts).
 */
export const paymentRollupHours = pgTable(
  'payment_rollup_hours',
  {
    id: rowId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
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
      name: 'payment_rollup_hours_pk',
      columns: [
        table.organizationId,
        table.mode,
        table.hour,
        table.currency,
        table.status,
        table.method,
        table.type,
      ],
    }),
  ],
);

/**
 * The same payments counted by the UTC day, without `type` (the dashboard home does not split by it; a summary
 * filtered by type reads the hours): a local day is its UTC day's row corrected by the few hours between the local
 * and the UTC midnight (ADR 0070, update 2026-11-26). Kept current with the hourly rollup, in the same transaction.
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
    count: bigint('count', { mode: 'number' }).notNull(),
    amountMinor: numeric('amount_minor', { precision: 38, scale: 0 }).notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({
      name: 'payment_rollup_days_pk',
      columns: [table.organizationId, table.mode, table.day, table.currency, table.status, table.method],
    }),
  ],
);

/**
 * Operations that succeeded, counted by the UTC hour they settled in (issue 38): what the dashboard's refunds and
 * net read beside the payments' own rollup, which stays a GROUP BY of the payments rows (the grid's summary reads
 * it). `method` is the payment's. Kept current in the transaction that settles the operation.
 */
export const paymentOperationRollupHours = pgTable(
  'payment_operation_rollup_hours',
  {
    id: rowId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: PAYMENT_OPERATION_KINDS }).notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    amountMinor: numeric('amount_minor', { precision: 38, scale: 0 }).notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({
      name: 'payment_operation_rollup_hours_pk',
      columns: [table.organizationId, table.mode, table.hour, table.kind, table.currency, table.method],
    }),
  ],
);
