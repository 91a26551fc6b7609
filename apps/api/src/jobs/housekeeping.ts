import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { pruneHitWindows } from '../http/rate-limit/hit-counter';
import { SESSION_IDLE_MS } from '../modules/auth/sessions';
import { sessions, userTokens } from '../modules/auth/tables';

const EVERY_MS = 10 * 60 * 1000;
/** Used or expired link tokens are kept a week, so a support question about a link can still be answered. */
const TOKEN_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Deletes what can never be used again: ended rate-limit windows, dead sessions, old link tokens. */
export async function housekeeping(db: Db, now = new Date()): Promise<void> {
  await pruneHitWindows(db);
  await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
    );
  const keepAfter = new Date(now.getTime() - TOKEN_RETENTION_MS);
  await db
    .delete(userTokens)
    .where(
      or(
        lt(userTokens.expiresAt, keepAfter),
        and(isNotNull(userTokens.usedAt), lt(userTokens.usedAt, keepAfter)),
      ),
    );
}

/** Runs housekeeping every 10 minutes while the server is up; any server may run it, the deletes are idempotent. */
export function scheduleHousekeeping(app: FastifyInstance, db: Db): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      housekeeping(db).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
