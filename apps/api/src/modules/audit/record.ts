import { type AuditAction, auditActionDeclaration } from '@paygrid/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SecretsKeyring } from '../auth/secret-box';
import { type ChainedContent, chainHash } from './chain';
import { type AuditChanges, auditChainHeads, auditEvents } from './tables';

/** Who acted, from where: a signed-in person, or Paygrid itself (a job, e.g. disabling a failing webhook endpoint). */
export type AuditActor = {
  type: 'user' | 'system';
  id: string;
  name: string;
  sessionId: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
};

type AuditEntry = {
  organizationId: string;
  action: AuditAction;
  /** What was acted on, named as it is at this moment. */
  resource: { id: string; name: string };
  changes?: AuditChanges;
  details?: Record<string, unknown>;
};

/** One request's way to write the log: the actor is fixed, each entry goes into the caller's transaction. */
export type AuditTrail = {
  record(tx: Db, entry: AuditEntry): Promise<void>;
};

// A secret never enters the log, not even as its hash (issue 35): a field named like one is a programming error.
const SECRET_FIELD = /password|token|secret|hash|recovery/i;

function refuseSecrets(entry: AuditEntry): void {
  const named = [...Object.keys(entry.changes ?? {}), ...Object.keys(entry.details ?? {})];
  const secret = named.find((field) => SECRET_FIELD.test(field));
  if (secret) throw new Error(`The audit log never records a secret (${entry.action}: ${secret})`);
}

/**
 * Appends an entry to its organisation's chain inside the caller's transaction (`tx`): the change and its entry
 * commit together or not at all. The chain head's row is locked first, so concurrent writes take turns.
 * @internal Exported for tests only.
 */
export async function appendAuditEvent(
  tx: Db,
  ring: SecretsKeyring,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  refuseSecrets(entry);
  await tx.insert(auditChainHeads).values({ organizationId: entry.organizationId }).onConflictDoNothing();
  const [head] = await tx
    .select()
    .from(auditChainHeads)
    .where(eq(auditChainHeads.organizationId, entry.organizationId))
    .for('update');
  if (!head) throw new Error(`No audit chain head for ${entry.organizationId}`);
  const content: ChainedContent = {
    organizationId: entry.organizationId,
    seq: head.lastSeq + 1,
    createdAt: new Date(),
    actorType: actor.type,
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    resourceType: auditActionDeclaration(entry.action).resource,
    resourceId: entry.resource.id,
    resourceName: entry.resource.name,
    changes: entry.changes ?? null,
    details: entry.details ?? null,
    ip: actor.ip,
    userAgent: actor.userAgent?.slice(0, 400) ?? null,
    sessionId: actor.sessionId,
    requestId: actor.requestId,
  };
  const keyId = ring.current.id;
  const hash = chainHash(ring, keyId, head.lastHash, content);
  await tx.insert(auditEvents).values({ ...content, updatedAt: content.createdAt, keyId, hash });
  await tx
    .update(auditChainHeads)
    .set({ lastSeq: content.seq, lastHash: hash, updatedAt: sql`now()` })
    .where(eq(auditChainHeads.organizationId, entry.organizationId));
}

/** The trail of one actor: what routes hand their services. */
export const auditTrailOf = (ring: SecretsKeyring, actor: AuditActor): AuditTrail => ({
  record: (tx, entry) => appendAuditEvent(tx, ring, actor, entry),
});
