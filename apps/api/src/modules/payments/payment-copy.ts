import type { Db } from '../../db/client';

/** The payments columns in the order both bulk paths write them. */
const PAYMENT_COLUMNS = [
  'id',
  'organization_id',
  'mode',
  'type',
  'status',
  'amount_minor',
  'currency',
  'target_amount_minor',
  'target_currency',
  'rate',
  'fee_minor',
  'method',
  'vendor',
  'three_ds',
  'customer_email',
  'customer_country',
  'reference',
  'description',
  'failure_reason',
  'failure_message',
  'status_history',
  'metadata',
  'search',
  'api_key_id',
  'captured_minor',
  'refunded_minor',
  'created_at',
  'updated_at',
] as const;

export type PaymentWireRow = Record<(typeof PAYMENT_COLUMNS)[number], string | boolean | null | object>;

/** A CSV field: absent is unquoted empty (NULL), every value quoted (so '' stays an empty string). */
const field = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `"${text.replaceAll('"', '""')}"`;
};

const paymentsCsv = (rows: ReadonlyArray<PaymentWireRow>): string =>
  rows.map((row) => PAYMENT_COLUMNS.map((column) => field(row[column])).join(',')).join('\n');

/** What of a PGlite connection (the database or an open transaction) COPY needs. */
type PgliteConnection = {
  query(text: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
  exec(text: string): Promise<unknown>;
};

/**
 * The PGlite connection under a Drizzle handle (a database or a transaction), or undefined on PostgreSQL.
 * Drizzle keeps it as its session's client; PGlite's objects have query and exec, a postgres.js client is a function.
 */
export function pgliteConnectionOf(db: Db): PgliteConnection | undefined {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (typeof client !== 'object' || client === null) return undefined;
  const candidate = client as Partial<PgliteConnection>;
  return typeof candidate.query === 'function' && typeof candidate.exec === 'function'
    ? (candidate as PgliteConnection)
    : undefined;
}

/** Streams rows into payments with COPY from PGlite's /dev/blob: one statement, no JSON to unpack. */
export async function copyPayments(
  connection: PgliteConnection,
  rows: ReadonlyArray<PaymentWireRow>,
): Promise<void> {
  await connection.query(
    `copy payments (${PAYMENT_COLUMNS.join(', ')}) from '/dev/blob' with (format csv)`,
    [],
    { blob: new Blob([paymentsCsv(rows)]) },
  );
}
