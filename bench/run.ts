// npm run bench: prints figures for the foundation's hot paths. Loopback only, bounded loops.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../apps/api/src/config';
import { pgliteExtensions, wrapPglite } from '../apps/api/src/db/client';
import { countHit } from '../apps/api/src/hit-counters/hit-counter';
import { createMailer } from '../apps/api/src/mail/mailer';
import { ARGON2_OPTIONS, createPasswordHasher } from '../apps/api/src/modules/auth/password-hasher';
import { users } from '../apps/api/src/modules/users/tables';
import { buildServer } from '../apps/api/src/server';
import { migrate } from '../apps/api/src/setup/migrate';

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await fn();
  return [performance.now() - start, result];
}

async function latency(label: string, runs: number, fn: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < Math.min(50, runs); i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) samples.push((await timed(fn))[0]);
  samples.sort((a, b) => a - b);
  console.log(
    `| ${label} | ${runs} | ${ms(quantile(samples, 0.5))} | ${ms(quantile(samples, 0.95))} | ${ms(quantile(samples, 0.99))} |`,
  );
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-bench-'));
console.log(
  `Paygrid bench — node ${process.version}, ${os.cpus().length} cores, ${new Date().toISOString()}\n`,
);

const [createMs, fresh] = await timed(() => PGlite.create({ extensions: pgliteExtensions }));
const [migrateMs] = await timed(() => migrate(wrapPglite(fresh)));
const snapshot = await fresh.dumpDataDir('none');
const [cloneMs, clone] = await timed(() =>
  PGlite.create({ loadDataDir: snapshot, extensions: pgliteExtensions }),
);
await fresh.close();
console.log('| database step | time |\n|---|---|');
console.log(`| PGlite create (in memory) | ${ms(createMs)} |`);
console.log(`| migrate | ${ms(migrateMs)} |`);
console.log(`| clone a migrated snapshot | ${ms(cloneMs)} |\n`);

const database = wrapPglite(clone);
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
const app = await buildServer({
  config,
  database,
  mailer: createMailer({ from: config.MAIL_FROM, dataDir, logger: { info: () => {} } }),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const headers = { host: config.APP_HOST };

console.log('| request over loopback (sequential) | runs | median | p95 | p99 |\n|---|---|---|---|---|');
await latency('GET /healthz', 2000, () => fetch(`${base}/healthz`).then((r) => r.arrayBuffer()));
await latency('GET /readyz (database ping)', 2000, () =>
  fetch(`${base}/readyz`).then((r) => r.arrayBuffer()),
);
await latency('GET /api/v1/system/environment', 2000, () =>
  fetch(`${base}/api/v1/system/environment`, { headers }).then((r) => r.arrayBuffer()),
);
await latency('GET unknown API path (404 shape)', 2000, () =>
  fetch(`${base}/api/v1/nope`, { headers }).then((r) => r.arrayBuffer()),
);
await latency('rate-limit counter upsert (PGlite)', 2000, () => countHit(database.db, 'bench', 60_000));

// Grid lists over the catalogues: filters, sort and paging in SQL (signed in through the real login).
const gridPasswordHash = await createPasswordHasher().hash('Grid-Bench-Password-1');
await database.db.insert(users).values({
  email: 'grid@bench.test',
  firstName: 'G',
  lastName: 'B',
  passwordHash: gridPasswordHash,
  emailConfirmedAt: new Date(),
});
const signIn = await app.inject({
  method: 'POST',
  url: '/api/v1/check-login',
  headers: {
    host: config.APP_HOST,
    'x-requested-with': 'XMLHttpRequest',
    'content-type': 'application/json',
  },
  payload: JSON.stringify({ email: 'grid@bench.test', password: 'Grid-Bench-Password-1' }),
});
const sessionCookie = signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
const gridCall = (path: string) =>
  fetch(`${base}/api/v1${path}`, { headers: { ...headers, cookie: sessionCookie } }).then((r) =>
    r.arrayBuffer(),
  );
console.log('\n| grid list over loopback (sequential) | runs | median | p95 | p99 |\n|---|---|---|---|---|');
await latency('countries, first page of 20', 500, () => gridCall('/countries'));
await latency('countries, search + sort + page 3', 500, () =>
  gridCall('/countries?filter[search]=s&sort=-capital&page[number]=3'),
);
await latency('currencies, cursor page of 50', 500, () => gridCall('/currencies?page[size]=50'));
await latency('currencies, filtered by type and exponent', 500, () =>
  gridCall('/currencies?filter[type]=national,crypto&filter[exponent][gte]=2&sort=-exponent,code'),
);

// Login timing: a wrong password for a real account and any password for an unknown e-mail must cost the same.
const hasher = createPasswordHasher();
const hashSamples: number[] = [];
for (let i = 0; i < 15; i += 1) hashSamples.push((await timed(() => hasher.hash(`bench-password-${i}`)))[0]);
hashSamples.sort((a, b) => a - b);
console.log(
  `\nargon2id hash (${JSON.stringify(ARGON2_OPTIONS).replace(/"/g, '')}): median ${ms(quantile(hashSamples, 0.5))}`,
);
const passwordHash = await hasher.hash('Right-Password-1');
const accounts = 25;
for (let i = 0; i < accounts; i += 1) {
  await database.db.insert(users).values({
    email: `known${i}@bench.test`,
    firstName: 'B',
    lastName: 'B',
    passwordHash,
    emailConfirmedAt: new Date(),
  });
}
const loginTimes = async (emailOf: (i: number) => string) => {
  const samples: number[] = [];
  for (let i = 0; i < accounts; i += 1) {
    const [took, response] = await timed(() =>
      app.inject({
        method: 'POST',
        url: '/api/v1/check-login',
        remoteAddress: `198.18.0.${i + 1}`,
        headers: {
          host: config.APP_HOST,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ email: emailOf(i), password: 'Wrong-Password-1' }),
      }),
    );
    if (response.statusCode !== 401) throw new Error(`expected 401, got ${response.statusCode}`);
    samples.push(took);
  }
  return samples.sort((a, b) => a - b);
};
const known = await loginTimes((i) => `known${i}@bench.test`);
const unknown = await loginTimes((i) => `ghost${i}@bench.test`);
console.log('| POST /check-login, wrong password | runs | median | p95 |\n|---|---|---|---|');
console.log(`| known e-mail | ${accounts} | ${ms(quantile(known, 0.5))} | ${ms(quantile(known, 0.95))} |`);
console.log(
  `| unknown e-mail (dummy hash) | ${accounts} | ${ms(quantile(unknown, 0.5))} | ${ms(quantile(unknown, 0.95))} |`,
);

// Reset timing (issue 10, ASVS 6.3.8): mail goes through the outbox, so a known and an unknown address both only
// write rows; the worker sends later. Each address is asked once, from its own client address (throttles).
const resetTimes = async (emailOf: (i: number) => string, firstIp: number) => {
  const samples: number[] = [];
  for (let i = 0; i < accounts; i += 1) {
    const [took, response] = await timed(() =>
      app.inject({
        method: 'POST',
        url: '/api/v1/resetting',
        remoteAddress: `198.18.1.${firstIp + i}`,
        headers: {
          host: config.APP_HOST,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ email: emailOf(i) }),
      }),
    );
    if (response.statusCode !== 202) throw new Error(`expected 202, got ${response.statusCode}`);
    samples.push(took);
  }
  return samples.sort((a, b) => a - b);
};
const resetKnown = await resetTimes((i) => `known${i}@bench.test`, 1);
const resetUnknown = await resetTimes((i) => `ghost${i}@bench.test`, 101);
console.log('\n| POST /resetting | runs | median | p95 |\n|---|---|---|---|');
console.log(
  `| known e-mail | ${accounts} | ${ms(quantile(resetKnown, 0.5))} | ${ms(quantile(resetKnown, 0.95))} |`,
);
console.log(
  `| unknown e-mail | ${accounts} | ${ms(quantile(resetUnknown, 0.5))} | ${ms(quantile(resetUnknown, 0.95))} |`,
);

const concurrency = 20;
const total = 4000;
let sent = 0;
const [burstMs] = await timed(() =>
  Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < total) {
        sent += 1;
        await fetch(`${base}/api/v1/system/environment`, { headers }).then((r) => r.arrayBuffer());
      }
    }),
  ),
);
console.log(
  `\nthroughput: ${total} requests, ${concurrency} at a time: ${Math.round((total / burstMs) * 1000)} requests/s`,
);

await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
