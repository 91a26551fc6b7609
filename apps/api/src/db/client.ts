import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { keepPrivate, PRIVATE_FOLDER } from '../shared/private-files';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs fn on one connection whose statements have `ms` to run (0: no limit), whatever the console's limit is:
   * the demo load and jobs run without one (issue 33). On the embedded database no timer can stop a statement, so
   * fn simply runs.
   */
  withStatementTimeout<T>(ms: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /** Runs fn while holding a cluster-wide lock, so two servers starting together migrate once. */
  withMigrationLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * The connection pool on PostgreSQL (issue 40's metrics): its size, and how many statements and transactions ask
   * for a connection now, running or waiting for one. Absent on the embedded database (one connection, in process).
   */
  pool?: { size: number; demand(): number };
  /**
   * A streaming replica of the PostgreSQL primary (DATABASE_REPLICA_URL, decision 0110), for the reads that tolerate
   * a little lag; replica/ decides when it may be read. Absent without one, and always on the embedded database.
   */
  replica?: { db: Db };
  /** Closes the primary's pool and the replica's. */
  close(): Promise<void>;
};

/** The extensions migrations create (grid search: pg_trgm, unaccent); PGlite loads them when it opens. */
export const pgliteExtensions = { pg_trgm, unaccent };

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** A streaming replica of databaseUrl; refused without it (the embedded database has no replicas). */
  replicaUrl?: string | undefined;
  /** Connections to the PostgreSQL server (10 when unset). */
  poolSize?: number | undefined;
  /** How long a statement of the console may run on the PostgreSQL server, in ms (none when unset or 0). */
  statementTimeoutMs?: number | undefined;
  dataDir: string;
  /** An empty, migrated cluster (pglite-template.ts): a new embedded database starts from it, not from initdb. */
  pgliteTemplate?: string | undefined;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, {
      poolSize: options.poolSize,
      statementTimeoutMs: options.statementTimeoutMs,
      replicaUrl: options.replicaUrl,
    });
  if (options.replicaUrl)
    throw new Error('A replica needs a PostgreSQL primary: the embedded database has none.');
  const dataDir = path.resolve(options.dataDir, 'pgdata');
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  const template =
    options.pgliteTemplate &&
    !existsSync(path.join(dataDir, 'PG_VERSION')) &&
    existsSync(options.pgliteTemplate)
      ? new Blob([await readFile(options.pgliteTemplate)])
      : undefined;
  const client = await PGlite.create(dataDir, {
    extensions: pgliteExtensions,
    ...(template ? { loadDataDir: template } : {}),
  });
  // PGlite writes its files 0666 whatever the umask: made private once they exist (issue 33). The files it adds
  // later (write-ahead log segments) sit in folders only this user can open.
  await keepPrivate(dataDir);
  return wrapPglite(client);
}

/**
 * PGlite runs each statement in the server's thread and starts the next queued one as soon as the last resolves,
 * without returning to the event loop: while one organisation's requests kept statements queued, nobody else's
 * request was even read off its socket (issue 33: another organisation waited 5 s behind twenty searches). Every
 * statement first waits for the event loop's turn, so requests take turns one statement each.
 */
function takingTurns(client: PGlite): PGlite {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  // Made once: drizzle reaches for query on every statement.
  const turned = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>(
    (['query', 'exec', 'transaction'] as const).map((name) => {
      const method = (client[name] as (...args: unknown[]) => Promise<unknown>).bind(client);
      return [
        name,
        async (...args: unknown[]) => {
          await turn();
          return method(...args);
        },
      ];
    }),
  );
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return turned.get(property) ?? (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client: takingTurns(client), schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await client.query('select 1');
    },
    withStatementTimeout: (_ms, fn) => fn(db),
    // PGlite is single-connection and in-process: nothing else can migrate at the same time.
    withMigrationLock: (fn) => fn(db),
    close: () => client.close(),
  };
}

const MIGRATION_LOCK_ID = 7_372_001;

/**
 * Counts what asks the pool for a connection: each statement from the call until it settles, each transaction for
 * its whole life. postgres.js keeps its queue to itself; past the pool's size the rest
 * wait. A statement's `then` is taken at once, which postgres.js allows: it sends the statement a tick later, after
 * Drizzle has said how it wants the rows.
 */
function countingDemand(client: postgres.Sql): { demand(): number } {
  let inFlight = 0;
  const settle = () => {
    inFlight -= 1;
  };
  const hold = <P extends PromiseLike<unknown>>(pending: P): P => {
    inFlight += 1;
    pending.then(settle, settle);
    return pending;
  };
  const unsafe = client.unsafe.bind(client);
  const begin = client.begin.bind(client);
  Object.assign(client, {
    unsafe: ((...args: Parameters<typeof unsafe>) => hold(unsafe(...args))) as typeof unsafe,
    begin: ((...args: Parameters<typeof begin>) => hold(begin(...args))) as typeof begin,
  });
  return { demand: () => inFlight };
}

/**
 * Drizzle sends its queries unnamed, so PostgreSQL parses and plans each one afresh: on a small read that is most
 * of the server's work (GET /user 723 → 1,533 req/s prepared, issue 17). postgres.js keeps a named statement per
 * distinct SQL text on each connection and only binds it the next time (ADR 0075).
 */
function preparingEveryQuery(client: postgres.Sql): postgres.Sql {
  const unsafe = client.unsafe.bind(client);
  const prepared: typeof client.unsafe = (query, parameters, options) =>
    unsafe(query, parameters, { ...options, prepare: true });
  return Object.assign(client, { unsafe: prepared });
}

type PoolOptions = { poolSize?: number | undefined; statementTimeoutMs?: number | undefined };

/** The settings of every postgres.js client: `max` connections whose statements have `statementTimeoutMs` (0: none). */
const clientOptions = (max: number, statementTimeoutMs: number | undefined) => ({
  max,
  connect_timeout: 5,
  idle_timeout: 60,
  // A connection's prepared statements live as long as it does (ADR 0075): renewed every half hour or so.
  max_lifetime: 60 * (25 + Math.random() * 10),
  onnotice: () => {},
  // Instants come back as "… +00" whatever the server's own zone, so isoInstant rewrites them without a Date.
  // Nothing reads the session's zone: every day and hour boundary names its zone in the SQL.
  // A console statement past its time limit is cancelled (issue 33): one organisation's read cannot hold a
  // connection, and so the pool, for longer.
  connection: { TimeZone: 'UTC', ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}) },
});

/** One pool of connections to a PostgreSQL server, with Drizzle over it: the primary's, or the replica's. */
function openPool(databaseUrl: string, options: PoolOptions) {
  // postgres.js reconnects on the next query after the server comes back; a dead server only fails queries.
  const size = options.poolSize ?? 10;
  const client = postgres(databaseUrl, clientOptions(size, options.statementTimeoutMs));
  const counted = countingDemand(client);
  const db = drizzlePostgres({ client: preparingEveryQuery(client), schema }) as unknown as Db;
  return { client, db, size, counted };
}

/** @internal Exported for tests only. */
export function openPostgres(
  databaseUrl: string,
  options: PoolOptions & { replicaUrl?: string | undefined } = {},
): Database {
  const { client, db, size, counted } = openPool(databaseUrl, options);
  const replica = options.replicaUrl ? openPool(options.replicaUrl, options) : undefined;
  return {
    kind: 'postgres',
    db,
    pool: { size, demand: counted.demand },
    ...(replica ? { replica: { db: replica.db } } : {}),
    ping: async () => {
      await client`select 1`;
    },
    withStatementTimeout: async (ms, fn) => {
      if (!options.statementTimeoutMs && ms === 0) return fn(db);
      // A connection of its own, set up with the job's limit: a reserved connection of the pool cannot begin the
      // transactions the demo load runs (postgres.js gives it no begin), and the pool's connections keep theirs.
      const own = postgres(databaseUrl, clientOptions(1, Math.max(0, Math.trunc(ms))));
      try {
        return await fn(drizzlePostgres({ client: preparingEveryQuery(own), schema }) as unknown as Db);
      } finally {
        await own.end({ timeout: 5 });
      }
    },
    withMigrationLock: async (fn) => {
      // One connection of its own, so the session-level lock and every migration query share it.
      const single = postgres(databaseUrl, { max: 1, connect_timeout: 10, onnotice: () => {} });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
        return await fn(drizzlePostgres({ client: single, schema }) as unknown as Db);
      } finally {
        await single`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.catch(() => {});
        await single.end({ timeout: 5 });
      }
    },
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), replica?.client.end({ timeout: 5 })]);
    },
  };
}
