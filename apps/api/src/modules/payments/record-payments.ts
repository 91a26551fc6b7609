import type { PaymentMode } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoPayments } from './demo-payments';
import { rebuildRollup } from './rollup-writes';
import type { payments } from './tables';

export type NewPayment = Omit<typeof payments.$inferInsert, 'search'>;

/** What search matches: the id, the reference, the customer's e-mail and every metadata value. */
export const searchTextOf = (payment: NewPayment): string =>
  [payment.id, payment.reference, payment.customerEmail, ...Object.values(payment.metadata ?? {})].join(' ');

/** Rows per statement: one JSON parameter each, so a batch costs one round trip and no bind-parameter limit. */
const BATCH = 5_000;

const wireRow = (row: NewPayment) => ({
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
  status_history: row.statusHistory ?? [],
  metadata: row.metadata ?? {},
  search: searchTextOf(row),
  created_at: (row.createdAt ?? new Date()).toISOString(),
  updated_at: (row.updatedAt ?? row.createdAt ?? new Date()).toISOString(),
});

/**
 * Stores payments (the payments module alone writes its table). Each batch travels as one JSON document that the
 * database unpacks (jsonb_to_recordset): the same statement on PGlite and PostgreSQL, and far less work than
 * binding 23 parameters a row; amounts stay decimal integer text until the bigint columns take them. The hourly
 * rollup of each organisation written is rebuilt in the same transaction (pass one).
 */
export async function recordPayments(db: Db, rows: ReadonlyArray<NewPayment>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH).map(wireRow));
    await db.execute(sql`insert into payments (id, organization_id, mode, type, status, amount_minor, currency,
        target_amount_minor, target_currency, rate, fee_minor, method, vendor, three_ds, customer_email,
        customer_country, reference, description, status_history, metadata, search, created_at, updated_at)
      select id, organization_id, mode, type, status, amount_minor, currency, target_amount_minor, target_currency,
        rate, fee_minor, method, vendor, three_ds, customer_email, customer_country, reference, description,
        status_history, metadata, search, created_at, updated_at
      from jsonb_to_recordset(${batch}::jsonb) as r(id text, organization_id uuid, mode text, type text,
        status text, amount_minor bigint, currency text, target_amount_minor bigint, target_currency text,
        rate text, fee_minor bigint, method text, vendor text, three_ds boolean, customer_email text,
        customer_country text, reference text, description text, status_history jsonb, metadata jsonb,
        search text, created_at timestamptz, updated_at timestamptz)`);
  }
  // Many rows at once: the hourly rollup is counted afresh for each organisation written (decision 0070).
  for (const organizationId of new Set(rows.map((row) => row.organizationId))) {
    await rebuildRollup(db, organizationId);
  }
}

/**
 * A first, large load (the demo): the trigram search index is built once after the rows are in rather than row by
 * row, which costs about half as much (decision 0055). Run it in a transaction; the DDL is the migration's.
 */
export async function bulkLoadPayments(db: Db, rows: ReadonlyArray<NewPayment>): Promise<void> {
  await db.execute(sql`drop index if exists payments_search_trgm`);
  await recordPayments(db, rows);
  await db.execute(
    sql`create index if not exists payments_search_trgm on payments using gin (search_normal(search) gin_trgm_ops)`,
  );
}

/** `count` deterministic demo payments of one mode over the last `days` days (the seed and the demo). */
export async function seedPayments(
  db: Db,
  request: {
    organizationId: string;
    seedText: string;
    mode: PaymentMode;
    count: number;
    now?: number;
    days?: number;
    /** A first load of many rows: see bulkLoadPayments. */
    bulk?: boolean;
  },
): Promise<number> {
  const rows = demoPayments({ ...request, now: request.now ?? Date.now() });
  await (request.bulk ? bulkLoadPayments(db, rows) : recordPayments(db, rows));
  return rows.length;
}
