import {
  nextWebhookAttemptAt,
  WEBHOOK_DISABLE_AFTER_FAILING_MS,
  WEBHOOK_LIMITS,
  type WebhookAttemptError,
} from '@paygrid/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { pollWhileUp } from '../../jobs/poll-while-up';
import type { SecretsKeyring } from '../auth/secret-box';
import { type WebhookConnector, WebhookTimeout } from './connector';
import { type DashboardHost, disableFailingEndpoint } from './disable-failing';
import type { TargetPolicy } from './endpoints';
import { fanOutEvents } from './fan-out';
import { signedHeaders, signingSecretsOf } from './signing';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './tables';
import { checkWebhookTarget, WebhookTargetRefused } from './target';

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
/** Deliveries of one endpoint one round takes at most: a dead endpoint's backlog cannot fill every round. */
const PER_ENDPOINT = 2;
/** A claimed delivery is the claimer's for this long: past it (the server died mid-send) another server retries. */
const LEASE_MS = 60_000;
/** Claims that ended without their attempt recorded, after which a delivery is failed rather than sent again. */
const UNRECORDED_CLAIMS_MAX = 3;

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
 * Claims up to a batch of due deliveries, at most two per endpoint (FOR UPDATE SKIP LOCKED: servers running at once
 * take different rows), and commits the claim at once, so no transaction stays open while an endpoint takes its
 * time: the claim leases the delivery, moves its next attempt past the lease and counts itself in `claim`.
 * Scheduled deliveries go only to enabled endpoints; a resend by hand or a test event goes to a disabled one too (to
 * check it before turning it back on). A delivery whose attempts keep ending unrecorded (an answer the database
 * cannot hold, a secret the keyring cannot open) is failed instead of being sent forever.
 */
async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const at = sql`${now.toISOString()}::timestamptz`;
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', leasedUntil: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          sql`${webhookDeliveries.nextAttemptAt} <= ${at}`,
          sql`${webhookDeliveries.claim} - ${webhookDeliveries.attempts} >= ${UNRECORDED_CLAIMS_MAX}`,
        ),
      );
    const due = await queryRows(
      tx,
      sql`select d.id from ${webhookDeliveries} d where d.id in (
          select id from (
            select d2.id, d2.next_attempt_at,
              row_number() over (partition by d2.endpoint_id order by d2.next_attempt_at) as place
            from ${webhookDeliveries} d2 join ${webhookEndpoints} e on e.id = d2.endpoint_id
            where d2.status = 'pending' and d2.next_attempt_at <= ${at} and (e.enabled or d2.manual)
          ) candidates
          where place <= ${PER_ENDPOINT}
          order by next_attempt_at limit ${BATCH})
        for update of d skip locked`,
    );
    if (due.length === 0) return [];
    const ids = due.map((row) => String(row.id));
    const leasedUntil = new Date(now.getTime() + LEASE_MS);
    await tx
      .update(webhookDeliveries)
      .set({
        claim: sql`${webhookDeliveries.claim} + 1`,
        leasedUntil,
        nextAttemptAt: leasedUntil,
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
  error: { code: WebhookAttemptError; text: string } | null;
};

/** Text PostgreSQL can keep: no NUL (an answer may hold any byte). */
const storable = (text: string) => text.replaceAll('\u0000', '\uFFFD');

/** Settles with the work, or rejects once `ms` have passed (the work is left to end on its own). */
const within = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new WebhookTimeout(ms)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * One attempt: signed with this moment's wall clock (receivers check it is recent), the URL checked again after
 * DNS resolution (an address that turned private since it was saved is refused) and connected to that address;
 * the attempt's 10 seconds include the resolution. Never throws: whatever goes wrong is the attempt's error.
 */
async function attempt(deps: WebhookWorkerDeps, delivery: Claimed): Promise<Outcome> {
  const sentAt = new Date();
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  let headers: Record<string, string> = {};
  try {
    headers = signedHeaders(
      signingSecretsOf(deps.ring, delivery, sentAt),
      { id: delivery.messageId, payload: delivery.payload },
      sentAt,
    );
  } catch (error) {
    deps.log?.error({ err: error, delivery: delivery.id }, 'a webhook secret could not be opened');
    const text = 'The signing secret could not be opened (is a retired SECRETS_KEY key still in the ring?)';
    return { headers, durationMs: took(), status: null, excerpt: null, error: { code: 'signing', text } };
  }
  try {
    const timeoutMs = WEBHOOK_LIMITS.attemptTimeoutMs;
    const target = await within(checkWebhookTarget(delivery.url, deps.policy), timeoutMs);
    const answer = await deps.connect({
      target,
      headers,
      body: delivery.payload,
      timeoutMs: Math.max(1, timeoutMs - took()),
    });
    const ok = answer.status >= 200 && answer.status < 300;
    return {
      headers,
      durationMs: took(),
      status: answer.status,
      excerpt: storable(answer.excerpt),
      error: ok ? null : { code: 'http_status', text: `The endpoint answered ${answer.status}` },
    };
  } catch (error) {
    const text = storable((error instanceof Error ? error.message : String(error)).slice(0, 500));
    const code: WebhookAttemptError =
      error instanceof WebhookTargetRefused
        ? error.reason
        : error instanceof WebhookTimeout
          ? 'timeout'
          : 'connection';
    return { headers, durationMs: took(), status: null, excerpt: null, error: { code, text } };
  }
}

/**
 * Records an attempt and what follows from it, in one transaction that locks the endpoint first, then the delivery
 * (the order every writer of both keeps). The attempt is always recorded and counted; what comes next (succeeded,
 * retried on the schedule, failed) is decided only while the delivery is this worker's claim and still pending, so
 * a delivery failed meanwhile (its endpoint turned off) stays failed unless this attempt got through. Scheduled attempts make the endpoint's
 * failing streak, which after three days disables it; any success ends it; an attempt by hand never starts one.
 */
async function record(
  deps: WebhookWorkerDeps,
  delivery: Claimed,
  outcome: Outcome,
  now: Date,
): Promise<void> {
  const succeeded = outcome.error === null;
  await deps.db.transaction(async (tx) => {
    const [endpoint] = await tx
      .select({ enabled: webhookEndpoints.enabled, failingSince: webhookEndpoints.failingSince })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, delivery.endpointId))
      .for('update');
    if (!endpoint) return;
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      manual: delivery.manual,
      url: delivery.url,
      requestHeaders: outcome.headers,
      durationMs: outcome.durationMs,
      responseStatus: outcome.status,
      responseExcerpt: outcome.excerpt,
      error: outcome.error?.text ?? null,
      errorCode: outcome.error?.code ?? null,
    });
    const [current] = await tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        // The lease ends with the attempt, unless another claim has taken the delivery since.
        leasedUntil: sql`case when ${webhookDeliveries.claim} = ${delivery.claim} then null else ${webhookDeliveries.leasedUntil} end`,
        lastAttemptAt: now,
        lastResponseStatus: outcome.status,
        updatedAt: sql`now()`,
      })
      .where(eq(webhookDeliveries.id, delivery.id))
      .returning({
        status: webhookDeliveries.status,
        claim: webhookDeliveries.claim,
        scheduledAttempts: webhookDeliveries.scheduledAttempts,
      });
    // Failed meanwhile (its endpoint turned off), a delivery stays failed unless this very attempt got through.
    const decides =
      current?.claim === delivery.claim &&
      (current.status === 'pending' || (current.status === 'failed' && succeeded));
    if (current && decides) {
      const scheduledAttempts = current.scheduledAttempts + (delivery.manual ? 0 : 1);
      const next =
        succeeded || delivery.manual
          ? undefined
          : nextWebhookAttemptAt(scheduledAttempts, now.getTime(), (deps.jitter ?? Math.random)());
      await tx
        .update(webhookDeliveries)
        .set({
          status: succeeded ? 'succeeded' : next === undefined ? 'failed' : 'pending',
          scheduledAttempts,
          manual: false,
          ...(next === undefined ? {} : { nextAttemptAt: new Date(next) }),
        })
        .where(eq(webhookDeliveries.id, delivery.id));
    }
    if (succeeded) {
      if (endpoint.failingSince) {
        await tx
          .update(webhookEndpoints)
          .set({ failingSince: null })
          .where(eq(webhookEndpoints.id, delivery.endpointId));
      }
      return;
    }
    if (delivery.manual || !endpoint.enabled) return;
    const failingSince = endpoint.failingSince ?? now;
    if (!endpoint.failingSince) {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince })
        .where(eq(webhookEndpoints.id, delivery.endpointId));
    }
    if (now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_FAILING_MS) {
      await disableFailingEndpoint(tx as unknown as Db, deps, delivery.endpointId, outcome.error?.text ?? '');
    }
  });
}

async function deliverOne(deps: WebhookWorkerDeps, delivery: Claimed, now: Date): Promise<void> {
  const outcome = await attempt(deps, delivery);
  await record(deps, delivery, outcome, now).catch((error: unknown) =>
    // The claim's lease runs out and another round attempts it again (at least once, never lost); a delivery
    // that cannot be recorded three times running is failed at the next claim.
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
 * Fans out and delivers until a round finds nothing to do, or `signal` says the server is closing. Each round reads
 * the clock anew (a round may take the 10 seconds of its slowest attempt); `at` fixes it instead, for tests that
 * move the schedule's clock on to reach a retry without waiting for it.
 * @internal Exported for tests only.
 */
export async function drainWebhooks(
  deps: WebhookWorkerDeps,
  options: { at?: Date; signal?: AbortSignal } = {},
): Promise<void> {
  while (!options.signal?.aborted && (await webhookRound(deps, options.at ?? new Date())) > 0) {
    // keep going until a round finds nothing due
  }
}

/** Runs rounds every `pollMs` while the server is up, on every server at once. */
export function scheduleWebhookWorker(
  app: Pick<FastifyInstance, 'addHook' | 'log'>,
  deps: WebhookWorkerDeps,
  pollMs: number,
): void {
  pollWhileUp(app, {
    pollMs,
    failure: 'webhook round failed',
    round: (signal) => drainWebhooks(deps, { signal }),
  });
}
