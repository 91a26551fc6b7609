import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { queryRows } from '../db/rows';
import { errorCodeIs, isDatabaseUnavailable } from '../http/database-unavailable';
import { type ReplicaWatch, watchReplica } from './replica-watch';
import { walPosition } from './wal-position';

/**
 * Runs a read that tolerates a little lag (a grid page, a summary, the dashboard home, a catalogue) where this
 * request may read: the replica, or the primary (decision 0110). Writes, and every other read, use the primary.
 */
export type LagTolerantRead = <T>(request: FastifyRequest, read: (db: Db) => Promise<T>) => Promise<T>;

export type ReadRouting = { read: LagTolerantRead; watch?: ReplicaWatch };

/** The primary's log position after a session's last write: its reads wait for the replica to have replayed it. */
const WRITTEN_COOKIE = 'paygrid_written';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Errors after which a replica read is read again from the primary: the replica could not be reached, or its
 * recovery cancelled the statement (40001, 40P01: a conflict with the log it replays).
 */
const readAgain = (error: unknown) =>
  isDatabaseUnavailable(error) || errorCodeIs(error, (code) => code === '40001' || code === '40P01');

type RoutingDeps = {
  database: Database;
  config: Pick<Config, 'REPLICA_MAX_LAG_SECONDS' | 'COOKIE_DOMAIN' | 'PUBLIC_HTTPS'>;
};

/**
 * Where lag-tolerant reads go. Without a replica, to the primary. With one (decision 0110): to the replica while it
 * is in use, unless the session wrote something it has not replayed yet. After a console request that may have
 * written (any method but GET, HEAD and OPTIONS, answered below 400), the primary's log position goes back in
 * `WRITTEN_COOKIE`, so read-your-writes holds on every server behind the load balancer. A replica read that fails
 * for want of the replica is read again from the primary: no request fails for it.
 */
export function registerReadRouting(app: FastifyInstance, deps: RoutingDeps): ReadRouting {
  const { database, config } = deps;
  const primary = database.db;
  const replica = database.replica?.db;
  if (!replica) return { read: (_request, read) => read(primary) };

  const watch = watchReplica({
    primary,
    replica,
    maxLagSeconds: config.REPLICA_MAX_LAG_SECONDS,
    log: app.log.child({ component: 'replica' }),
  });
  app.addHook('onClose', async () => watch.stop());

  // Past the bound the replica is not read at all; the slack covers the time between two looks at it.
  const keptSeconds = config.REPLICA_MAX_LAG_SECONDS + 30;
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (READS.has(request.method) || reply.statusCode >= 400 || !request.url.startsWith('/api/v1/'))
      return payload;
    const [row] = await queryRows(primary, sql`select pg_current_wal_insert_lsn()::text as position`).catch(
      () => [],
    );
    const position = row?.position;
    if (typeof position !== 'string') return payload;
    reply.header(
      'set-cookie',
      app.serializeCookie(WRITTEN_COOKIE, position, {
        domain: config.COOKIE_DOMAIN,
        path: '/',
        secure: config.PUBLIC_HTTPS || request.protocol === 'https',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: keptSeconds,
      }),
    );
    return payload;
  });

  const onReplica = (request: FastifyRequest) => {
    const replayed = watch.replayed();
    if (replayed === undefined) return false;
    const written = walPosition(request.cookies[WRITTEN_COOKIE]);
    return written === undefined || written <= replayed;
  };

  return {
    watch,
    read: async (request, read) => {
      if (!onReplica(request)) return read(primary);
      try {
        return await read(replica);
      } catch (error) {
        if (!readAgain(error)) throw error;
        if (isDatabaseUnavailable(error)) watch.failed();
        request.log.warn({ err: error }, 'a read on the replica failed: read again on the primary');
        return read(primary);
      }
    },
  };
}
