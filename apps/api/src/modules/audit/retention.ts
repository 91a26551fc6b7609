import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditChainHeads, auditEvents } from './tables';

const BATCH = 1000;

/**
 * Deletes entries older than the retention, oldest first, a batch per organisation and transaction, so no delete
 * holds the table long. The last pruned entry's hash becomes its chain's anchor, so what is kept still verifies.
 * The database lets only this delete through (`paygrid.audit_retention`, migration 0026). Returns how many went.
 */
export async function pruneAuditEvents(db: Db, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  let pruned = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      // A chain whose first kept entry is past the retention, found by the chain's own index (one look per
      // organisation), not by a scan of every entry for an old one.
      const [oldest] = await tx
        .select({ organizationId: auditChainHeads.organizationId })
        .from(auditChainHeads)
        .innerJoin(
          auditEvents,
          and(
            eq(auditEvents.organizationId, auditChainHeads.organizationId),
            eq(auditEvents.seq, sql`${auditChainHeads.anchorSeq} + 1`),
          ),
        )
        .where(lt(auditEvents.createdAt, before))
        .limit(1);
      if (!oldest) return 0;
      const { organizationId } = oldest;
      // The head's lock keeps a write from chaining onto an anchor being moved.
      await tx
        .select()
        .from(auditChainHeads)
        .where(eq(auditChainHeads.organizationId, organizationId))
        .for('update');
      const oldestEntries = await tx
        .select({
          id: auditEvents.id,
          seq: auditEvents.seq,
          hash: auditEvents.hash,
          createdAt: auditEvents.createdAt,
        })
        .from(auditEvents)
        .where(eq(auditEvents.organizationId, organizationId))
        .orderBy(asc(auditEvents.seq))
        .limit(BATCH);
      // Only the chain's start goes, so what is kept has no gap: an entry past the retention behind a newer one
      // (a clock set back) waits for it.
      const keptFrom = oldestEntries.findIndex((entry) => entry.createdAt >= before);
      const batch = keptFrom === -1 ? oldestEntries : oldestEntries.slice(0, keptFrom);
      const last = batch.at(-1);
      if (!last) return 0;
      await tx.execute(sql`select set_config('paygrid.audit_retention', 'on', true)`);
      await tx.delete(auditEvents).where(
        inArray(
          auditEvents.id,
          batch.map((entry) => entry.id),
        ),
      );
      await tx.execute(sql`select set_config('paygrid.audit_retention', 'off', true)`);
      await tx
        .update(auditChainHeads)
        .set({ anchorSeq: last.seq, anchorHash: last.hash, updatedAt: sql`now()` })
        .where(eq(auditChainHeads.organizationId, organizationId));
      return batch.length;
    });
    pruned += deleted;
    if (deleted === 0) return pruned;
  }
}
