import type {
  CreateWebhookEndpointBody,
  UpdateWebhookEndpointBody,
  WebhookEndpoint,
} from '@paygrid/contracts';
import { type PlatformEventType, WEBHOOK_LIMITS } from '@paygrid/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoInstant } from '../../db/instant-text';
import { notFound, Problem } from '../../http/problem';
import { changedFields } from '../audit/changed-fields';
import type { AuditTrail } from '../audit/record';
import type { SecretsKeyring } from '../auth/secret-box';
import { users } from '../users/tables';
import { newWebhookSecret } from './signing';
import { webhookDeliveries, webhookEndpoints } from './tables';
import { checkWebhookTarget, type WebhookResolver, WebhookTargetRefused } from './target';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type Scope = { organizationId: string };
export type EndpointChange = { trail: AuditTrail; ring: SecretsKeyring; userId: string };
/** Where endpoints may point: the server's setting and the resolver (tests inject theirs). */
export type TargetPolicy = { allowPrivate: boolean; resolve: WebhookResolver };

const HOUR_MS = 3_600_000;
const instantOrNull = (value: Date | null) => (value ? isoInstant(value) : null);
const creatorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

function endpointResource(row: EndpointRow, createdByName: string | null, now = new Date()): WebhookEndpoint {
  return {
    type: 'webhook-endpoint',
    id: row.id,
    attributes: {
      url: row.url,
      description: row.description,
      mode: row.mode,
      event_types: row.eventTypes,
      enabled: row.enabled,
      disabled_reason: row.enabled ? null : row.disabledReason,
      failing_since: instantOrNull(row.failingSince),
      secret_prefix: row.secretPrefix,
      previous_secret_expires_at:
        row.previousExpiresAt && row.previousExpiresAt > now ? isoInstant(row.previousExpiresAt) : null,
      created_at: isoInstant(row.createdAt),
      created_by_name: createdByName,
    },
  };
}

/** GET /organization/webhook-endpoints: both modes, newest first. */
export async function listWebhookEndpoints(db: Db, scope: Scope): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select({ endpoint: webhookEndpoints, createdByName: creatorName })
    .from(webhookEndpoints)
    .leftJoin(users, eq(users.id, webhookEndpoints.createdBy))
    .where(eq(webhookEndpoints.organizationId, scope.organizationId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map((row) => endpointResource(row.endpoint, row.createdByName));
}

async function endpointOf(db: Db, scope: Scope, id: string, lock = false): Promise<EndpointRow> {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, scope.organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('No such webhook endpoint.');
  return row;
}

/** An endpoint of the organisation, or 404: checked before the person is asked to prove anything. */
export const requireWebhookEndpoint = (db: Db, scope: Scope, id: string): Promise<EndpointRow> =>
  endpointOf(db, scope, id);

async function withCreator(db: Db, row: EndpointRow): Promise<WebhookEndpoint> {
  const [creator] = row.createdBy
    ? await db.select({ name: creatorName }).from(users).where(eq(users.id, row.createdBy))
    : [];
  return endpointResource(row, creator?.name ?? null);
}

/**
 * The URL as it is kept (the parser's own spelling: whatever it drops, such as a line break, is not stored to reach
 * a list, the log or a mail), or 422 when the endpoint could not be sent to it now (the worker checks again).
 */
export async function reachableUrl(url: string, policy: TargetPolicy): Promise<string> {
  try {
    return (await checkWebhookTarget(url, policy)).url.href;
  } catch (error) {
    if (!(error instanceof WebhookTargetRefused)) throw error;
    throw new Problem(422, error.message, [
      {
        status: '422',
        code: 'webhook_url_refused',
        title: 'Webhook URL refused',
        detail: error.message,
        source: { pointer: '/url' },
        meta: { params: { reason: error.reason } },
      },
    ]);
  }
}

/** The last event sequence of the organisation and mode: where a new or re-enabled endpoint starts listening. */
const eventHead = (scope: Scope & { mode: string }) =>
  sql`coalesce((select last_sequence from platform_event_heads
    where organization_id = ${scope.organizationId} and mode = ${scope.mode}), 0)`;

/** What the log keeps of an endpoint's settings; never its secret. */
const AUDITED = {
  url: 'url',
  description: 'description',
  eventTypes: 'event_types',
  enabled: 'enabled',
} as const;

/** POST /organization/webhook-endpoints: the endpoint and its signing secret, which the answer carries this once. */
export async function createWebhookEndpoint(
  db: Db,
  scope: Scope,
  input: Omit<CreateWebhookEndpointBody, 'password' | 'code'> & { event_types: PlatformEventType[] },
  change: EndpointChange,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const { secret, sealed, prefix } = newWebhookSecret(change.ring);
  const row = await db.transaction(async (tx) => {
    // Counted under the organisation's row lock, so parallel creations cannot pass the limit together.
    await tx.execute(sql`select id from organizations where id = ${scope.organizationId} for update`);
    const [kept] = await tx
      .select({ count: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, scope.organizationId));
    if ((kept?.count ?? 0) >= WEBHOOK_LIMITS.perOrganization) {
      throw new Problem(
        422,
        `An organisation keeps at most ${WEBHOOK_LIMITS.perOrganization} webhook endpoints.`,
        [{ status: '422', code: 'webhook_endpoint_limit', title: 'Too many webhook endpoints' }],
      );
    }
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({
        organizationId: scope.organizationId,
        mode: input.mode,
        url: input.url,
        description: input.description ?? '',
        eventTypes: input.event_types,
        enabled: input.enabled ?? true,
        sealedSecret: sealed,
        secretPrefix: prefix,
        cursor: sql`${eventHead({ organizationId: scope.organizationId, mode: input.mode })}`,
        createdBy: change.userId,
      })
      .returning();
    if (!inserted) throw new Error('webhook endpoint insert returned no row');
    await change.trail.record(tx as unknown as Db, {
      organizationId: scope.organizationId,
      action: 'webhook_endpoint.created',
      resource: { id: inserted.id, name: inserted.url },
      details: {
        mode: inserted.mode,
        url: inserted.url,
        event_types: inserted.eventTypes,
        enabled: inserted.enabled,
        signing_key_prefix: inserted.secretPrefix,
      },
    });
    return inserted;
  });
  return { endpoint: await withCreator(db, row), secret };
}

/**
 * Whatever an endpoint had still to send by the schedule stops when it is turned off (by a person or for
 * failing): those deliveries are failed, and "Resend failed" sends them again once the receiver is back.
 */
export const failScheduledDeliveries = (tx: Db, endpointId: string) =>
  tx
    .update(webhookDeliveries)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.manual, false),
      ),
    );

/**
 * PATCH /organization/webhook-endpoints/{id}. Turned back on, an endpoint hears events from now on (the ones it
 * missed while off are in `GET /events`), and it is no longer counted as failing.
 */
export async function updateWebhookEndpoint(
  db: Db,
  scope: Scope,
  id: string,
  input: Omit<UpdateWebhookEndpointBody, 'password' | 'code'> & {
    event_types?: PlatformEventType[] | undefined;
  },
  change: EndpointChange,
): Promise<WebhookEndpoint> {
  const row = await db.transaction(async (tx) => {
    const before = await endpointOf(tx as unknown as Db, scope, id, true);
    const turnsOn = input.enabled === true && !before.enabled;
    const turnsOff = input.enabled === false && before.enabled;
    const [after] = await tx
      .update(webhookEndpoints)
      .set({
        // A new address is a new receiver: the old one's failing streak is not its.
        ...(input.url === undefined || input.url === before.url
          ? {}
          : { url: input.url, failingSince: null }),
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(input.event_types === undefined ? {} : { eventTypes: input.event_types }),
        ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
        ...(turnsOn ? { disabledReason: null, failingSince: null, cursor: sql`${eventHead(before)}` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    if (!after) throw notFound('No such webhook endpoint.');
    if (turnsOff) await failScheduledDeliveries(tx as unknown as Db, id);
    const changes = changedFields(before, after, AUDITED);
    if (Object.keys(changes).length > 0) {
      await change.trail.record(tx as unknown as Db, {
        organizationId: scope.organizationId,
        action: 'webhook_endpoint.changed',
        resource: { id: after.id, name: after.url },
        changes,
      });
    }
    return after;
  });
  return withCreator(db, row);
}

/**
 * POST /organization/webhook-endpoints/{id}/rotate-secret: a new secret signs from now on; the current one signs
 * beside it for `overlapHours` (0: not at all), so a receiver can switch without losing a message. A secret rotated
 * earlier and still overlapping stops now: two signatures at most.
 */
export async function rotateWebhookSecret(
  db: Db,
  scope: Scope,
  id: string,
  overlapHours: number,
  change: EndpointChange,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const { secret, sealed, prefix } = newWebhookSecret(change.ring);
  const row = await db.transaction(async (tx) => {
    const before = await endpointOf(tx as unknown as Db, scope, id, true);
    const overlapEnds = new Date(Date.now() + overlapHours * HOUR_MS);
    const [after] = await tx
      .update(webhookEndpoints)
      .set({
        sealedSecret: sealed,
        secretPrefix: prefix,
        previousSealedSecret: overlapHours > 0 ? before.sealedSecret : null,
        previousExpiresAt: overlapHours > 0 ? overlapEnds : null,
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    if (!after) throw notFound('No such webhook endpoint.');
    await change.trail.record(tx as unknown as Db, {
      organizationId: scope.organizationId,
      action: 'webhook_endpoint.secret_rotated',
      resource: { id: after.id, name: after.url },
      details: {
        prefix_before: before.secretPrefix,
        prefix_after: after.secretPrefix,
        overlap_hours: overlapHours,
        previous_signs_until: overlapHours > 0 ? isoInstant(overlapEnds) : null,
      },
    });
    return after;
  });
  return { endpoint: await withCreator(db, row), secret };
}

/** DELETE /organization/webhook-endpoints/{id}: the endpoint and its delivery log go; the log records it. */
export async function deleteWebhookEndpoint(
  db: Db,
  scope: Scope,
  id: string,
  trail: AuditTrail,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await endpointOf(tx as unknown as Db, scope, id, true);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await trail.record(tx as unknown as Db, {
      organizationId: scope.organizationId,
      action: 'webhook_endpoint.deleted',
      resource: { id: before.id, name: before.url },
      details: { mode: before.mode, url: before.url, event_types: before.eventTypes },
    });
  });
}
