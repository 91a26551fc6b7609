import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { Problem, problemItem } from '../http/problem';
import { gridExports } from './export-slots-table';

/** Exports one person may run at once. */
const EXPORTS_PER_USER = 2;
/** A slot a crashed server never gave back stops counting after this long. */
const SLOT_LIFETIME = sql`interval '30 minutes'`;

/**
 * Takes one of the person's export slots, counted in PostgreSQL so every server agrees; 429 when both are taken.
 * The per-person advisory lock makes count-then-insert atomic. Returns the function that gives the slot back.
 */
export async function takeExportSlot(db: Db, userId: string): Promise<() => Promise<void>> {
  const slot = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`grid-export:${userId}`}))`);
    const [running] = await tx
      .select({ total: count() })
      .from(gridExports)
      .where(and(eq(gridExports.userId, userId), gt(gridExports.createdAt, sql`now() - ${SLOT_LIFETIME}`)));
    if ((running?.total ?? 0) >= EXPORTS_PER_USER) return undefined;
    const [taken] = await tx.insert(gridExports).values({ userId }).returning({ id: gridExports.id });
    return taken?.id;
  });
  if (!slot)
    throw new Problem(
      429,
      `At most ${EXPORTS_PER_USER} exports run at once. Wait for one to finish.`,
      [problemItem(429, 'too_many_exports', 'Too Many Requests')],
      { 'retry-after': '10' },
    );
  return async () => {
    await db.delete(gridExports).where(eq(gridExports.id, slot));
  };
}
