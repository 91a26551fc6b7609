import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Rows of a raw query on either driver (PGlite answers { rows }, postgres.js an array). */
export async function queryRows(db: Db, query: SQL): Promise<Array<Record<string, unknown>>> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as Array<Record<string, unknown>>;
  return ((result as { rows?: unknown[] }).rows ?? []) as Array<Record<string, unknown>>;
}
