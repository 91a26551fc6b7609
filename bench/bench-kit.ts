// What the grid benches share: timing a call, a database of their own, and a server with a signed-in owner of one
// organisation (bench/payments.ts, bench/audit-log.ts).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { type Config, loadConfig } from '../apps/api/src/config';
import { type Database, openPostgres, pgliteExtensions, wrapPglite } from '../apps/api/src/db/client';
import { createMailer } from '../apps/api/src/mail/mailer';
import { createPasswordHasher } from '../apps/api/src/modules/auth/password-hasher';
import { users } from '../apps/api/src/modules/users/tables';
import { buildServer } from '../apps/api/src/server';
import { migrate } from '../apps/api/src/setup/migrate';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
export const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(2)} ms`);
export type Timing = { median: number; p95: number };

/** Median and p95 of `runs` sequential calls, after five to warm up. */
export async function timing(runs: number, fn: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < Math.min(5, runs); i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
}

/** A database of the bench's own: PGlite in memory, or a new PostgreSQL database dropped afterwards. */
export async function openBackend(
  kind: 'postgres' | 'pglite',
  prefix: string,
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
    return { database, drop: () => database.close() };
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const database = openPostgres(url);
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      const dropper = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The password of the bench organisation's owner (a key's creation asks for it). */
const BENCH_OWNER_PASSWORD = 'Bench-Owner-Password-1';

export type BenchServer = {
  app: Awaited<ReturnType<typeof buildServer>>;
  config: Config;
  base: string;
  organizationId: string;
  /** The session cookie of the organisation's owner. */
  cookie: string;
  close(): Promise<void>;
};

/**
 * The server on the migrated database (`prepare` runs after the migrations), listening on a free port, with an owner signed in and their organisation
 * `bench` made through the API.
 */
export async function benchServer(
  database: Database,
  options: {
    timeZone: string;
    prepare?: (db: Database['db']) => Promise<unknown>;
    /** More settings for the server (bench/platform-api.ts: its SECRETS_KEY and rate limit). */
    env?: Record<string, string>;
  },
): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-bench-'));
  await migrate(database);
  await options.prepare?.(database.db);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env });
  const app = await buildServer({
    config,
    database,
    mailer: createMailer({ from: config.MAIL_FROM, dataDir, logger: { info: () => {} } }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const password = BENCH_OWNER_PASSWORD;
  await database.db.insert(users).values({
    email: 'owner@bench.test',
    firstName: 'Bench',
    lastName: 'Owner',
    passwordHash: await createPasswordHasher().hash(password),
    emailConfirmedAt: new Date(),
  });
  const same = {
    host: config.APP_HOST,
    'x-requested-with': 'XMLHttpRequest',
    'content-type': 'application/json',
  };
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/check-login',
    headers: same,
    payload: JSON.stringify({ email: 'owner@bench.test', password }),
  });
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/organization',
    headers: { ...same, origin: `http://${config.APP_HOST}`, cookie },
    payload: JSON.stringify({
      data: {
        type: 'organization',
        attributes: {
          name: 'Bench',
          alias: 'bench',
          country: 'UA',
          base_currency: 'UAH',
          time_zone: options.timeZone,
        },
      },
    }),
  });
  return {
    app,
    config,
    base,
    organizationId: created.json().data.id,
    cookie,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bench organisation's live API key (payments:write and read), made through the console as its owner would. */
export async function benchApiKey(server: BenchServer): Promise<{ id: string; secret: string }> {
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/v1/organization/api-keys',
    headers: {
      host: `bench.${server.config.APP_HOST}`,
      origin: `http://bench.${server.config.APP_HOST}`,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
      cookie: server.cookie,
    },
    payload: JSON.stringify({
      name: 'Bench',
      mode: 'live',
      permissions: ['payments:write', 'payments:read'],
      password: BENCH_OWNER_PASSWORD,
    }),
  });
  if (created.statusCode !== 201) throw new Error(`the key was not made: ${created.body}`);
  return { id: created.json().data.id as string, secret: created.json().meta.secret as string };
}

/** A platform API pay-in for the bench (POST /api/platform/v1/payments), its amount varied by its reference. */
export const benchPaymentBody = (reference: string) => ({
  type: 'payin',
  amount_minor: String(1000 + ((reference.length * 37) % 90_000)),
  currency: 'EUR',
  method: 'card',
  customer_email: 'bench@example.com',
  customer_country: 'DE',
  reference,
  description: 'Bench order',
  metadata: { order_id: reference },
});

/**
 * `connections` platform API clients creating pay-ins for `seconds`, each with a reference and Idempotency-Key of its
 * own (`label` and a random run id keep runs apart).
 */
export function benchPaymentLoad(
  base: string,
  secret: string,
  options: { connections: number; seconds: number; label: string },
): Promise<autocannon.Result> {
  let sent = 0;
  const run = `${options.label}-${randomBytes(3).toString('hex')}`;
  return autocannon({
    url: `${base}/api/platform/v1/payments`,
    connections: options.connections,
    duration: options.seconds,
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          sent += 1;
          const reference = `${run}-${sent}`;
          return {
            ...request,
            headers: { ...request.headers, 'idempotency-key': reference },
            body: JSON.stringify(benchPaymentBody(reference)),
          };
        },
      },
    ],
  });
}
