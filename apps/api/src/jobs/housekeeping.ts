import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';
import { pruneHitWindows } from '../hit-counters/hit-counter';
import { pruneIdempotencyKeys } from '../modules/api-keys/idempotency';
import { pruneAuditEvents } from '../modules/audit/retention';
import { pruneForgottenDevices } from '../modules/auth/known-devices';
import { pruneDeadSessions } from '../modules/auth/sessions';
import { pruneOldUserTokens } from '../modules/auth/user-tokens';
import { pruneExpiredChallenges } from '../modules/auth/webauthn-challenges';
import { pruneWebhookDeliveries } from '../modules/webhooks/retention';

const EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes what can never be used again: ended rate-limit windows, dead sessions, old link tokens, unanswered WebAuthn challenges, idempotency keys
 * past their 24 hours, finished webhook deliveries past 30 days, and audit log entries past their retention
 * (AUDIT_RETENTION_DAYS).
 * @internal Exported for tests only.
 */
export async function housekeeping(db: Db, now: Date, auditRetentionDays: number): Promise<void> {
  await pruneHitWindows(db);
  await pruneDeadSessions(db, now);
  await pruneOldUserTokens(db, now);
  await pruneExpiredChallenges(db, now);
  await pruneForgottenDevices(db, now);
  await pruneIdempotencyKeys(db, now);
  await pruneWebhookDeliveries(db, now);
  await pruneAuditEvents(db, now, auditRetentionDays);
}

/** Runs housekeeping every 10 minutes while the server is up; any server may run it, the deletes are idempotent. */
export function scheduleHousekeeping(
  app: FastifyInstance,
  database: Database,
  auditRetentionDays: number,
): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      // A job, not a reader waiting: the console's statement time limit is not its (issue 33).
      database
        .withStatementTimeout(0, (db) => housekeeping(db, new Date(), auditRetentionDays))
        .catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
