import type { SQL } from 'drizzle-orm';

/** Anything that runs a raw query: the database or a transaction. */
export type QueryRunner = { execute(query: SQL): Promise<unknown> };

/** Rows of a raw query on either driver (PGlite answers { rows }, postgres.js an array). */
export async function queryRows(db: QueryRunner, query: SQL): Promise<Array<Record<string, unknown>>> {
  const result = await db.execute(query);
  if (Array.isArray(result)) return result as Array<Record<string, unknown>>;
  return ((result as { rows?: unknown[] }).rows ?? []) as Array<Record<string, unknown>>;
}
