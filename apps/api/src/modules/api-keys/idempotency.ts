import { createHash, randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { Problem, problemItem } from '../../http/problem';
import { platformCallerOf } from '../../http/route-access';
import { idempotencyKeys } from './tables';

/** How long a first answer is replayed (Stripe's 24 hours). */
const KEPT_MS = 24 * 3_600_000;
/** How long a request may hold its key: a server that died mid-request frees it after this. */
const HELD_MS = 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds, to store its answer under once sent. */
    idempotencyClaim: { apiKeyId: string; key: string; claim: string } | undefined;
  }
}

const problem = (status: number, code: string, message: string) =>
  new Problem(status, message, [problemItem(status, code, message)]);

/** Sorted keys at every depth: the same JSON body, however its fields were ordered, has one digest. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

const digestOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(request.body ?? null)))
    .digest('hex');

const pathOf = (request: FastifyRequest) => `${request.method} ${request.url.split('?')[0]}`;

/**
 * Stripe's idempotency on every POST of the platform API (issue 36), kept in PostgreSQL so every server sees it:
 * the same `Idempotency-Key` from the same API key with the same path and body within 24 hours replays the first
 * answer (`Idempotent-Replayed: true`); with another path or body it answers 422; while the first still runs, 409.
 * Only a request that passed authentication and validation takes a key. Every answer it gives is kept, a 500 too (as
 * Stripe does: the write may have committed before the failure, so running it again could do it twice); a 503 or a
 * 429 refused the work before it began and frees the key for a retry.
 */
export function registerIdempotency(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  app.decorateRequest('idempotencyClaim', undefined);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw problem(
        400,
        'idempotency_key_invalid',
        'An Idempotency-Key is 1 to 255 visible ASCII characters.',
      );
    }
    const apiKeyId = platformCallerOf(request).keyId;
    const requestPath = pathOf(request);
    const requestDigest = digestOf(request);
    const claim = randomUUID();
    // Taken when new, when the kept answer expired, or when a holder died mid-request with the same request.
    const [taken] = await queryRows(
      db,
      sql`insert into idempotency_keys as k
            (api_key_id, key, request_path, request_digest, state, claim, locked_until, expires_at)
          values (${apiKeyId}, ${header}, ${requestPath}, ${requestDigest}, 'running', ${claim},
            now() + make_interval(secs => ${HELD_MS / 1000}), now() + make_interval(secs => ${KEPT_MS / 1000}))
          on conflict (api_key_id, key) do update set
            request_path = excluded.request_path, request_digest = excluded.request_digest, state = 'running',
            claim = excluded.claim,
            answer_status = null, answer_body = null, locked_until = excluded.locked_until,
            expires_at = excluded.expires_at, created_at = now(), updated_at = now()
          where k.expires_at <= now()
            or (k.state = 'running' and k.locked_until <= now()
              and k.request_path = excluded.request_path and k.request_digest = excluded.request_digest)
          returning k.key`,
    );
    if (taken) {
      request.idempotencyClaim = { apiKeyId, key: header, claim };
      return;
    }
    const [kept] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.apiKeyId, apiKeyId), eq(idempotencyKeys.key, header)));
    if (!kept) throw problem(409, 'idempotency_key_in_use', 'This Idempotency-Key is in use. Try again.');
    if (kept.requestPath !== requestPath || kept.requestDigest !== requestDigest) {
      throw problem(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was used with another request: use a new key for a new request.',
      );
    }
    if (kept.state === 'running' || kept.answerStatus === null) {
      throw problem(409, 'idempotency_key_in_use', 'A request with this Idempotency-Key is still running.');
    }
    return reply
      .code(kept.answerStatus)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(kept.answerBody ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    // Still this run's: a run that outlived its hold and was taken over leaves the newer run's row alone.
    const where = and(
      eq(idempotencyKeys.apiKeyId, claim.apiKeyId),
      eq(idempotencyKeys.key, claim.key),
      eq(idempotencyKeys.claim, claim.claim),
    );
    if (reply.statusCode === 503 || reply.statusCode === 429 || typeof payload !== 'string') {
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    await db
      .update(idempotencyKeys)
      .set({ state: 'done', answerStatus: reply.statusCode, answerBody: payload, updatedAt: sql`now()` })
      .where(where);
    return payload;
  });
}

/** Forgets answers past their 24 hours (the housekeeping job). */
export async function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<void> {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now));
}
