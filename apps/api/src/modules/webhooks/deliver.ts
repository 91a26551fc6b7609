import { nextWebhookAttemptAt, WEBHOOK_DISABLE_AFTER_FAILING_MS, WEBHOOK_LIMITS } from '@paygrid/domain';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { pollWhileUp } from '../../jobs/poll-while-up';
import type { SecretsKeyring } from '../auth/secret-box';
import type { WebhookConnector } from './connector';
import { type DashboardHost, disableFailingEndpoint } from './disable-failing';
import type { TargetPolicy } from './endpoints';
import { fanOutEvents } from './fan-out';
import { signedHeaders, signingSecretsOf } from './signing';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './tables';
import { checkWebhookTarget } from './target';

/** What the worker needs: the database, the keyring (secrets, the log), where it may connect and how. */
export type WebhookWorkerDeps = {
  db: Db;
  ring: SecretsKeyring;
  policy: TargetPolicy;
  connect: WebhookConnector;
  dashboard: DashboardHost;
  log?: FastifyBaseLogger | undefined;
  /** Picks the point within a retry delay's jitter, in [0, 1); tests fix it. */
  jitter?: () => number;
};

const BATCH = 10;
/** A claimed delivery is the claimer's for this long: past it (the server died mid-send) another server retries. */
const LEASE_MS = 60_000;

type Claimed = {
  id: string;
  claim: number;
  manual: boolean;
  messageId: string;
  payload: string;
  endpointId: string;
  url: string;
  sealedSecret: string;
  previousSealedSecret: string | null;
  previousExpiresAt: Date | null;
};

/**
 * Claims up to a batch of due deliveries (FOR UPDATE SKIP LOCKED: servers running at once take different rows)
 * and commits the claim at once, so no transaction stays open while an endpoint takes its time: the claim moves the
 * next attempt a lease ahead and counts itself in `claim`. Scheduled deliveries go only to enabled endpoints; a
 * resend by hand or a test event goes to a disabled one too (to check it before turning it back on).
 */
async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          or(eq(webhookEndpoints.enabled, true), eq(webhookDeliveries.manual, true)),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(BATCH)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await tx
      .update(webhookDeliveries)
      .set({
        claim: sql`${webhookDeliveries.claim} + 1`,
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
        updatedAt: sql`now()`,
      })
      .where(inArray(webhookDeliveries.id, ids));
    return tx
      .select({
        id: webhookDeliveries.id,
        claim: webhookDeliveries.claim,
        manual: webhookDeliveries.manual,
        messageId: webhookDeliveries.messageId,
        payload: webhookDeliveries.payload,
        endpointId: webhookEndpoints.id,
        url: webhookEndpoints.url,
        sealedSecret: webhookEndpoints.sealedSecret,
        previousSealedSecret: webhookEndpoints.previousSealedSecret,
        previousExpiresAt: webhookEndpoints.previousExpiresAt,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(inArray(webhookDeliveries.id, ids));
  });
}

type Outcome = {
  headers: Record<string, string>;
  durationMs: number;
  status: number | null;
  excerpt: string | null;
  error: string | null;
};

/**
 * One attempt: signed with this moment's wall clock (receivers check it is recent), the URL checked again after
 * DNS resolution (an address that turned private since it was saved is refused) and connected to that address.
 */
async function attempt(deps: WebhookWorkerDeps, delivery: Claimed): Promise<Outcome> {
  const sentAt = new Date();
  const headers = signedHeaders(
    signingSecretsOf(deps.ring, delivery, sentAt),
    { id: delivery.messageId, payload: delivery.payload },
    sentAt,
  );
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const target = await checkWebhookTarget(delivery.url, deps.policy);
    const answer = await deps.connect({
      target,
      headers,
      body: delivery.payload,
      timeoutMs: WEBHOOK_LIMITS.attemptTimeoutMs,
    });
    const ok = answer.status >= 200 && answer.status < 300;
    return {
      headers,
      durationMs: took(),
      status: answer.status,
      excerpt: answer.excerpt,
      error: ok ? null : `The endpoint answered ${answer.status}`,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { headers, durationMs: took(), status: null, excerpt: null, error: message.slice(0, 500) };
  }
}

/**
 * Records an attempt and what follows from it, in one transaction: the attempt row; the delivery succeeded,
 * retried on the schedule, or failed (a resend by hand gets one attempt), written only while the claim is still
 * this worker's; and the endpoint's failing streak, which after three days disables it.
 */
async function record(
  deps: WebhookWorkerDeps,
  delivery: Claimed,
  outcome: Outcome,
  now: Date,
): Promise<void> {
  const succeeded = outcome.error === null;
  await deps.db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      manual: delivery.manual,
      url: delivery.url,
      requestHeaders: outcome.headers,
      durationMs: outcome.durationMs,
      responseStatus: outcome.status,
      responseExcerpt: outcome.excerpt,
      error: outcome.error,
    });
    const [current] = await tx
      .select({ scheduledAttempts: webhookDeliveries.scheduledAttempts })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.claim, delivery.claim)))
      .for('update');
    if (!current) return;
    const scheduledAttempts = current.scheduledAttempts + (delivery.manual ? 0 : 1);
    const next =
      succeeded || delivery.manual
        ? undefined
        : nextWebhookAttemptAt(scheduledAttempts, now.getTime(), (deps.jitter ?? Math.random)());
    await tx
      .update(webhookDeliveries)
      .set({
        status: succeeded ? 'succeeded' : next === undefined ? 'failed' : 'pending',
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        scheduledAttempts,
        manual: false,
        lastAttemptAt: now,
        lastResponseStatus: outcome.status,
        ...(next === undefined ? {} : { nextAttemptAt: new Date(next) }),
        updatedAt: sql`now()`,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({
        failingSince: succeeded
          ? null
          : sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(webhookEndpoints.id, delivery.endpointId))
      .returning({ enabled: webhookEndpoints.enabled, failingSince: webhookEndpoints.failingSince });
    const failingFor = endpoint?.failingSince ? now.getTime() - endpoint.failingSince.getTime() : 0;
    if (!succeeded && endpoint?.enabled && failingFor >= WEBHOOK_DISABLE_AFTER_FAILING_MS) {
      await disableFailingEndpoint(tx as unknown as Db, deps, delivery.endpointId, outcome.error ?? '');
    }
  });
}

async function deliverOne(deps: WebhookWorkerDeps, delivery: Claimed, now: Date): Promise<void> {
  const outcome = await attempt(deps, delivery);
  await record(deps, delivery, outcome, now).catch((error: unknown) =>
    // The claim's lease runs out and another round attempts it again: at least once, never lost.
    deps.log?.warn({ err: error, delivery: delivery.id }, 'webhook attempt could not be recorded'),
  );
}

/** One round: new events become deliveries, then a batch of due deliveries is attempted at once. */
async function webhookRound(deps: WebhookWorkerDeps, now: Date) {
  const endpointsMoved = await fanOutEvents(deps.db, now);
  const claimed = await claimDue(deps.db, now);
  await Promise.all(claimed.map((delivery) => deliverOne(deps, delivery, now)));
  return endpointsMoved + claimed.length;
}

/**
 * Fans out and delivers until a round finds nothing to do; `now` is the schedule's clock (tests move it on to
 * reach a retry without waiting for it).
 * @internal Exported for tests only.
 */
export async function drainWebhooks(deps: WebhookWorkerDeps, now = new Date()): Promise<void> {
  while ((await webhookRound(deps, now)) > 0) {
    // keep going until a round finds nothing due
  }
}

/** Runs rounds every `pollMs` while the server is up, on every server at once. */
export function scheduleWebhookWorker(
  app: Pick<FastifyInstance, 'addHook' | 'log'>,
  deps: WebhookWorkerDeps,
  pollMs: number,
): void {
  pollWhileUp(app, { pollMs, failure: 'webhook round failed', round: () => drainWebhooks(deps) });
}
