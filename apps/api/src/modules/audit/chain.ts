import { createHmac, timingSafeEqual } from 'node:crypto';
import { purposeKey, type SecretsKeyring } from '../auth/secret-box';
import type { AuditChanges } from './tables';

/** What an entry's hash covers: everything it says, and where it sits in its organisation's chain. */
export type ChainedContent = {
  organizationId: string;
  seq: number;
  createdAt: Date;
  actorType: string;
  actorId: string;
  actorName: string;
  action: string;
  resourceType: string;
  resourceId: string;
  resourceName: string;
  changes: AuditChanges | null;
  details: Record<string, unknown> | null;
  ip: string | null;
  userAgent: string | null;
  sessionId: string | null;
  requestId: string | null;
};

/** JSON with object keys sorted at every depth: jsonb gives keys back in its own order, the hash must not care. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

const CHAINED_FIELDS = [
  'organizationId',
  'seq',
  'createdAt',
  'actorType',
  'actorId',
  'actorName',
  'action',
  'resourceType',
  'resourceId',
  'resourceName',
  'changes',
  'details',
  'ip',
  'userAgent',
  'sessionId',
  'requestId',
] as const satisfies ReadonlyArray<keyof ChainedContent>;

// Only the chained fields: a stored row also carries its id, key id and hash, which the hash cannot cover.
const contentText = (content: ChainedContent): string =>
  JSON.stringify(
    canonical({
      ...Object.fromEntries(CHAINED_FIELDS.map((field) => [field, content[field] ?? null])),
      createdAt: content.createdAt.toISOString(),
      seq: String(content.seq),
    }),
  );

/** HMAC-SHA-256 of the previous entry's hash and this entry's content, under the audit key `keyId` names. */
export function chainHash(
  ring: SecretsKeyring,
  keyId: string,
  previousHash: string,
  content: ChainedContent,
): string {
  return createHmac('sha256', purposeKey(ring, 'audit-chain', keyId))
    .update(previousHash)
    .update('\n')
    .update(contentText(content))
    .digest('hex');
}

export function hashesMatch(expected: string, actual: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}
