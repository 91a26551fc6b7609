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
  /** Runs fn while holding a cluster-wide lock, so two servers starting together migrate once. */
  withMigrationLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** The extensions migrations create (grid search: pg_trgm, unaccent); PGlite loads them when it opens. */
export const pgliteExtensions = { pg_trgm, unaccent };

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** Connections to the PostgreSQL server (10 when unset). */
  poolSize?: number | undefined;
  dataDir: string;
  /** An empty, migrated cluster (pglite-template.ts): a new embedded database starts from it, not from initdb. */
  pgliteTemplate?: string | undefined;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, { poolSize: options.poolSize });
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

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await client.query('select 1');
    },
    // PGlite is single-connection and in-process: nothing else can migrate at the same time.
    withMigrationLock: (fn) => fn(db),
    close: () => client.close(),
  };
}

const MIGRATION_LOCK_ID = 7_372_001;

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

export function openPostgres(databaseUrl: string, options: { poolSize?: number | undefined } = {}): Database {
  // postgres.js reconnects on the next query after the server comes back; a dead server only fails queries.
  const client = postgres(databaseUrl, {
    max: options.poolSize ?? 10,
    connect_timeout: 5,
    idle_timeout: 60,
    // A connection's prepared statements live as long as it does (ADR 0075): renewed every half hour or so.
    max_lifetime: 60 * (25 + Math.random() * 10),
    onnotice: () => {},
    // Instants come back as "… +00" whatever the server's own zone, so isoInstant rewrites them without a Date.
    // Nothing reads the session's zone: every day and hour boundary names its zone in the SQL.
    connection: { TimeZone: 'UTC' },
  });
  const db = drizzlePostgres({ client: preparingEveryQuery(client), schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await client`select 1`;
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
    close: () => client.end({ timeout: 5 }),
  };
}
