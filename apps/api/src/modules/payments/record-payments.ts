import type { PaymentMode } from '@paygrid/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { demoPayments } from './demo-payments';
import { recordHistoricRefunds } from './historic-refunds';
import { copyPayments, type PaymentWireRow, pgliteConnectionOf } from './payment-copy';
import { rebuildRollup } from './rollup-writes';
import type { payments } from './tables';

export type NewPayment = Omit<typeof payments.$inferInsert, 'search'>;

/** What search matches inside words: the reference, the customer's e-mail and every metadata value (ids by prefix). */
const searchTextOf = (payment: NewPayment): string =>
  [payment.reference, payment.customerEmail, ...Object.values(payment.metadata ?? {})].join(' ');

/**
 * What a stored payment captured and refunded, from its status when the writer says nothing (the demo): all of a
 * paid pay-in was captured, and a `refunded` payment was captured and refunded in full (ADR 0104, as the migration
 * read today's rows).
 */
const moneyOfStatus = (row: NewPayment) => {
  const amount = String(row.amountMinor);
  const refunded = row.status === 'refunded';
  const captured = refunded || (row.type === 'payin' && row.status === 'success');
  return {
    captured_minor: row.capturedMinor === undefined ? (captured ? amount : '0') : String(row.capturedMinor),
    refunded_minor: row.refundedMinor === undefined ? (refunded ? amount : '0') : String(row.refundedMinor),
  };
};

/** Rows per statement: one JSON parameter each, so a batch costs one round trip and no bind-parameter limit. */
const BATCH = 5_000;

const wireRow = (row: NewPayment): PaymentWireRow => ({
  id: row.id,
  organization_id: row.organizationId,
  mode: row.mode,
  type: row.type,
  status: row.status,
  amount_minor: String(row.amountMinor),
  currency: row.currency,
  target_amount_minor:
    row.targetAmountMinor === null || row.targetAmountMinor === undefined
      ? null
      : String(row.targetAmountMinor),
  target_currency: row.targetCurrency ?? null,
  rate: row.rate ?? null,
  fee_minor: String(row.feeMinor ?? 0n),
  method: row.method,
  vendor: row.vendor ?? null,
  three_ds: row.threeDs ?? null,
  customer_email: row.customerEmail,
  customer_country: row.customerCountry,
  reference: row.reference,
  description: row.description ?? '',
  failure_reason: row.failureReason ?? null,
  failure_message: row.failureMessage ?? null,
  status_history: row.statusHistory ?? [],
  metadata: row.metadata ?? {},
  search: searchTextOf(row),
  api_key_id: row.apiKeyId ?? null,
  ...moneyOfStatus(row),
  created_at: (row.createdAt ?? new Date()).toISOString(),
  updated_at: (row.updatedAt ?? row.createdAt ?? new Date()).toISOString(),
});

/**
 * Stores payments (the payments module alone writes its table). Each batch travels as one JSON document that the
 * database unpacks (jsonb_to_recordset): the same statement on PGlite and PostgreSQL, and far less work than
 * binding 25 parameters a row; amounts stay decimal integer text until the bigint columns take them. The
 * quarter-hour and daily rollups of each organisation written are rebuilt in the same transaction (pass one).
 * @internal Exported for tests only.
 */
export async function recordPayments(db: Db, rows: ReadonlyArray<NewPayment>): Promise<void> {
  await insertBatches(db, rows);
  await rebuildRollups(db, rows);
}

async function insertBatches(db: Db, rows: ReadonlyArray<NewPayment>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.execute(paymentsInsert(rows.slice(start, start + BATCH)));
  }
}

/**
 * The INSERT of payments from one JSON document (jsonb_to_recordset); a statement of its own, or the first part of a
 * single payment's statement (platform-payments.ts), which may add `on conflict … returning`.
 */
export function paymentsInsert(rows: ReadonlyArray<NewPayment>): SQL {
  const batch = JSON.stringify(rows.map(wireRow));
  return sql`insert into payments (id, organization_id, mode, type, status, amount_minor, currency,
        target_amount_minor, target_currency, rate, fee_minor, method, vendor, three_ds, customer_email,
        customer_country, reference, description, failure_reason, failure_message, status_history, metadata, search,
        api_key_id, captured_minor, refunded_minor, created_at, updated_at)
      select id, organization_id, mode, type, status, amount_minor, currency, target_amount_minor, target_currency,
        rate, fee_minor, method, vendor, three_ds, customer_email, customer_country, reference, description,
        failure_reason, failure_message, status_history, metadata, search, api_key_id, captured_minor,
        refunded_minor, created_at, updated_at
      from jsonb_to_recordset(${batch}::jsonb) as r(id text, organization_id uuid, mode text, type text,
        status text, amount_minor bigint, currency text, target_amount_minor bigint, target_currency text,
        rate text, fee_minor bigint, method text, vendor text, three_ds boolean, customer_email text,
        customer_country text, reference text, description text, failure_reason text, failure_message text,
        status_history jsonb, metadata jsonb, search text, api_key_id uuid, captured_minor bigint,
        refunded_minor bigint, created_at timestamptz, updated_at timestamptz)`;
}

// Many rows at once: the quarter-hour and daily rollups are counted afresh, once for each organisation written (decision 0070).
async function rebuildRollups(db: Db, rows: ReadonlyArray<NewPayment>): Promise<void> {
  for (const organizationId of new Set(rows.map((row) => row.organizationId))) {
    await recordHistoricRefunds(db, organizationId);
    await rebuildRollup(db, organizationId);
  }
}

/**
 * A first, large load (the demo, decision 0056): the secondary indexes are dropped, the rows go in (by COPY on
 * PGlite), and each index is built once from its own definition as the migration wrote it (read back from
 * pg_indexes), which costs a fraction of keeping seven indexes current row by row. Run it in a transaction, so
 * nobody sees the table without its indexes or the rollup half counted.
 */
async function bulkLoadPayments(db: Db, rows: ReadonlyArray<NewPayment>): Promise<void> {
  const secondary = await queryRows(
    db,
    sql`select indexname, indexdef from pg_indexes
        where schemaname = current_schema() and tablename = 'payments' and indexname <> 'payments_pkey'`,
  );
  // Building the trigram index in memory rather than in spilled runs; local to the loading transaction.
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const index of secondary) await db.execute(sql.raw(`drop index "${String(index.indexname)}"`));
  const pglite = pgliteConnectionOf(db);
  if (pglite) await copyPayments(pglite, rows.map(wireRow));
  else await insertBatches(db, rows);
  for (const index of secondary) await db.execute(sql.raw(String(index.indexdef)));
  await rebuildRollups(db, rows);
}

/** Deterministic demo payments over the last `days` days, `counts` of each mode, stored in one load (the seed and the demo). */
/**
 * Gives the planner the figures of the payments tables after a load: until autovacuum gets to them (a minute or
 * more), a freshly loaded organisation's grid pages were planned as if the tables were empty: 300 ms a page at
 * 100,000 payments on PostgreSQL instead of 8 (found behind HAProxy, issue 40).
 */
export async function analyzePayments(db: Db): Promise<void> {
  await db.execute(
    sql`analyze payments, payment_operations, payment_rollup_quarters, payment_rollup_days, payment_operation_rollup_quarters`,
  );
}

export async function seedPayments(
  db: Db,
  request: {
    organizationId: string;
    seedText: string;
    counts: Partial<Record<PaymentMode, number>>;
    now?: number;
    days?: number;
    /** A first load of many rows, in a transaction: see bulkLoadPayments. */
    bulk?: boolean;
  },
): Promise<number> {
  const now = request.now ?? Date.now();
  const rows = Object.entries(request.counts).flatMap(([mode, count]) =>
    demoPayments({ ...request, mode: mode as PaymentMode, count: count ?? 0, now }),
  );
  await (request.bulk ? bulkLoadPayments(db, rows) : recordPayments(db, rows));
  return rows.length;
}
