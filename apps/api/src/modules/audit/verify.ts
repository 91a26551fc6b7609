import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SecretsKeyring } from '../auth/secret-box';
import { chainHash, hashesMatch } from './chain';
import { auditChainHeads, auditEvents } from './tables';

export type ChainVerdict =
  | { ok: true; entries: number }
  | { ok: false; entries: number; seq: number; id: string | null; reason: string };

const PAGE = 1000;

/**
 * Walks an organisation's chain from its anchor: every entry's hash must be the HMAC of the previous one's and its
 * own content, the sequence must have no gap, and the last entry must be the head's. The first entry that fails is
 * named: an edit, a deletion or an insertion made past the database's guard all show there.
 */
export async function verifyAuditChain(
  db: Db,
  ring: SecretsKeyring,
  organizationId: string,
): Promise<ChainVerdict> {
  const [head] = await db
    .select()
    .from(auditChainHeads)
    .where(eq(auditChainHeads.organizationId, organizationId));
  if (!head) return { ok: true, entries: 0 };
  let previous = { seq: head.anchorSeq, hash: head.anchorHash };
  let entries = 0;
  for (;;) {
    const page = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.organizationId, organizationId), gt(auditEvents.seq, previous.seq)))
      .orderBy(asc(auditEvents.seq))
      .limit(PAGE);
    for (const entry of page) {
      const broken = (reason: string): ChainVerdict => ({
        ok: false,
        entries,
        seq: entry.seq,
        id: entry.id,
        reason,
      });
      if (entry.seq !== previous.seq + 1) return broken(`entry ${previous.seq + 1} is missing`);
      if (!ring.keys.has(entry.keyId)) return broken(`SECRETS_KEY has no key "${entry.keyId}"`);
      const expected = chainHash(ring, entry.keyId, previous.hash, entry);
      if (!hashesMatch(expected, entry.hash))
        return broken('its content or its place in the chain was changed');
      previous = { seq: entry.seq, hash: entry.hash };
      entries += 1;
    }
    if (page.length < PAGE) break;
  }
  if (previous.seq !== head.lastSeq || previous.hash !== head.lastHash)
    return {
      ok: false,
      entries,
      seq: previous.seq + 1,
      id: null,
      reason: `the chain ends at ${previous.seq}, its head at ${head.lastSeq}`,
    };
  return { ok: true, entries };
}
