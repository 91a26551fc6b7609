import type { ApiKey, CreateApiKeyBody, UpdateApiKeyBody } from '@paygrid/contracts';
import { API_KEY_LIMITS, type ApiKeyPermission, type PaymentMode } from '@paygrid/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoInstant } from '../../db/instant-text';
import { notFound, Problem, problemItem } from '../../http/problem';
import type { AuditTrail } from '../audit/record';
import type { SecretsKeyring } from '../auth/secret-box';
import { users } from '../users/tables';
import { apiKeyDigest, newApiKeySecret } from './key-secret';
import { apiKeys } from './tables';

type ApiKeyRow = typeof apiKeys.$inferSelect;
type Scope = { organizationId: string };
type Change = { trail: AuditTrail; ring: SecretsKeyring; userId: string };

const HOUR_MS = 3_600_000;
const instantOrNull = (value: Date | null) => (value ? isoInstant(value) : null);

/** A key as the console shows it; the previous secret's grace only while it lasts. */
function apiKeyResource(row: ApiKeyRow, createdByName: string | null, now = new Date()): ApiKey {
  return {
    type: 'api-key',
    id: row.id,
    attributes: {
      name: row.name,
      mode: row.mode,
      prefix: row.prefix,
      permissions: row.permissions,
      allowed_cidrs: row.allowedCidrs,
      expires_at: instantOrNull(row.expiresAt),
      created_at: isoInstant(row.createdAt),
      created_by_name: createdByName,
      last_used_at: instantOrNull(row.lastUsedAt),
      last_used_ip: row.lastUsedIp,
      revoked_at: instantOrNull(row.revokedAt),
      previous_secret_expires_at:
        row.previousExpiresAt && row.previousExpiresAt > now ? isoInstant(row.previousExpiresAt) : null,
    },
  };
}

const creatorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** GET /organization/api-keys: every key of the organisation, newest first. */
export async function listApiKeys(db: Db, scope: Scope): Promise<ApiKey[]> {
  const rows = await db
    .select({ key: apiKeys, createdByName: creatorName })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.organizationId, scope.organizationId))
    // The live keys (at most the limit), then the latest revoked ones as history.
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(API_KEY_LIMITS.perOrganization * 2);
  return rows.map((row) => apiKeyResource(row.key, row.createdByName));
}

async function keyOf(db: Db, scope: Scope, id: string, lock = false): Promise<ApiKeyRow> {
  const query = db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.organizationId, scope.organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('No such API key.');
  return row;
}

async function withCreator(db: Db, row: ApiKeyRow): Promise<ApiKey> {
  const [creator] = row.createdBy
    ? await db.select({ name: creatorName }).from(users).where(eq(users.id, row.createdBy))
    : [];
  return apiKeyResource(row, creator?.name ?? null);
}

/** A key of the organisation, or 404: checked before the person is asked to prove anything. */
export async function requireApiKey(db: Db, scope: Scope, id: string): Promise<void> {
  await keyOf(db, scope, id);
}

const revokedProblem = () =>
  new Problem(409, 'This API key is revoked.', [
    problemItem(409, 'api_key_revoked', 'Conflict', 'A revoked key cannot be changed or rolled.'),
  ]);

/** What the log keeps of a key's settings: never the secret, nor its digest. */
const auditedSettings = (row: Pick<ApiKeyRow, 'permissions' | 'allowedCidrs' | 'expiresAt' | 'name'>) => ({
  name: row.name,
  permissions: row.permissions,
  allowed_cidrs: row.allowedCidrs,
  expires_at: instantOrNull(row.expiresAt),
});

type NewKey = Omit<CreateApiKeyBody, 'password' | 'code'>;

/** POST /organization/api-keys: a key and its secret, which the answer carries this once. */
export async function createApiKey(
  db: Db,
  scope: Scope,
  input: NewKey & { mode: PaymentMode; permissions: ApiKeyPermission[] },
  change: Change,
): Promise<{ key: ApiKey; secret: string }> {
  const { secret, prefix } = newApiKeySecret(input.mode);
  const row = await db.transaction(async (tx) => {
    // Counted under the organisation's row lock, so parallel creations cannot pass the limit together.
    await tx.execute(sql`select id from organizations where id = ${scope.organizationId} for update`);
    const [kept] = await tx
      .select({ count: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.organizationId, scope.organizationId), isNull(apiKeys.revokedAt)));
    if ((kept?.count ?? 0) >= API_KEY_LIMITS.perOrganization) {
      throw new Problem(
        422,
        `An organisation keeps at most ${API_KEY_LIMITS.perOrganization} live API keys.`,
        [problemItem(422, 'api_key_limit', 'Too many API keys')],
      );
    }
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        organizationId: scope.organizationId,
        mode: input.mode,
        name: input.name,
        prefix,
        secretDigest: apiKeyDigest(change.ring, secret),
        permissions: input.permissions,
        allowedCidrs: input.allowed_cidrs ?? [],
        expiresAt: input.expires_at ? new Date(input.expires_at) : null,
        createdBy: change.userId,
      })
      .returning();
    if (!inserted) throw new Error('api key insert returned no row');
    await change.trail.record(tx as unknown as Db, {
      organizationId: scope.organizationId,
      action: 'api_key.created',
      resource: { id: inserted.id, name: inserted.name },
      details: { mode: inserted.mode, prefix: inserted.prefix, ...auditedSettings(inserted) },
    });
    return inserted;
  });
  return { key: await withCreator(db, row), secret };
}

/** PATCH /organization/api-keys/{id}: name, permissions, addresses, expiry. */
export async function updateApiKey(
  db: Db,
  scope: Scope,
  id: string,
  input: Omit<UpdateApiKeyBody, 'password' | 'code'>,
  change: Change,
): Promise<ApiKey> {
  const row = await db.transaction(async (tx) => {
    const before = await keyOf(tx as unknown as Db, scope, id, true);
    if (before.revokedAt) throw revokedProblem();
    const [after] = await tx
      .update(apiKeys)
      .set({
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.permissions === undefined ? {} : { permissions: input.permissions }),
        ...(input.allowed_cidrs === undefined ? {} : { allowedCidrs: input.allowed_cidrs }),
        ...(input.expires_at === undefined
          ? {}
          : { expiresAt: input.expires_at ? new Date(input.expires_at) : null }),
        updatedAt: sql`now()`,
      })
      .where(eq(apiKeys.id, id))
      .returning();
    if (!after) throw notFound('No such API key.');
    const was = auditedSettings(before);
    const is = auditedSettings(after);
    const changes = Object.fromEntries(
      Object.entries(is)
        .filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(was[field as keyof typeof was]))
        .map(([field, value]) => [field, { before: was[field as keyof typeof was], after: value }]),
    );
    if (Object.keys(changes).length > 0) {
      await change.trail.record(tx as unknown as Db, {
        organizationId: scope.organizationId,
        action: 'api_key.changed',
        resource: { id: after.id, name: after.name },
        changes,
      });
    }
    return after;
  });
  return withCreator(db, row);
}

/**
 * POST /organization/api-keys/{id}/roll: a new secret; the current one keeps working for `graceHours` (0: it stops
 * now). A secret rolled earlier and still in its grace stops now: one previous secret at a time.
 */
export async function rollApiKey(
  db: Db,
  scope: Scope,
  id: string,
  graceHours: number,
  change: Change,
): Promise<{ key: ApiKey; secret: string }> {
  const row = await db.transaction(async (tx) => {
    const before = await keyOf(tx as unknown as Db, scope, id, true);
    if (before.revokedAt) throw revokedProblem();
    const { secret, prefix } = newApiKeySecret(before.mode);
    const graceEnds = new Date(Date.now() + graceHours * HOUR_MS);
    const [after] = await tx
      .update(apiKeys)
      .set({
        prefix,
        secretDigest: apiKeyDigest(change.ring, secret),
        previousSecretDigest: graceHours > 0 ? before.secretDigest : null,
        previousExpiresAt: graceHours > 0 ? graceEnds : null,
        updatedAt: sql`now()`,
      })
      .where(eq(apiKeys.id, id))
      .returning();
    if (!after) throw notFound('No such API key.');
    await change.trail.record(tx as unknown as Db, {
      organizationId: scope.organizationId,
      action: 'api_key.rolled',
      resource: { id: after.id, name: after.name },
      details: {
        prefix_before: before.prefix,
        prefix_after: after.prefix,
        grace_hours: graceHours,
        previous_works_until: graceHours > 0 ? isoInstant(graceEnds) : null,
      },
    });
    return { row: after, secret };
  });
  return { key: await withCreator(db, row.row), secret: row.secret };
}

/** POST /organization/api-keys/{id}/revoke: the key and any previous secret stop at once, for good. */
export async function revokeApiKey(db: Db, scope: Scope, id: string, change: Change): Promise<ApiKey> {
  const row = await db.transaction(async (tx) => {
    const before = await keyOf(tx as unknown as Db, scope, id, true);
    if (before.revokedAt) return before;
    const [after] = await tx
      .update(apiKeys)
      .set({
        revokedAt: sql`now()`,
        previousSecretDigest: null,
        previousExpiresAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(apiKeys.id, id))
      .returning();
    if (!after) throw notFound('No such API key.');
    await change.trail.record(tx as unknown as Db, {
      organizationId: scope.organizationId,
      action: 'api_key.revoked',
      resource: { id: after.id, name: after.name },
      details: { prefix: after.prefix, mode: after.mode },
    });
    return after;
  });
  return withCreator(db, row);
}
