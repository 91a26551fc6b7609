// Issue 36: payments created per second through the platform API at 50 connections (the built server in a process of
// its own, on this machine's PostgreSQL), beside the same rows written straight through the single-payment writer
// (no HTTP), and /healthz under the same load, so the ratios show. `node --import tsx bench/platform-api.ts`
// (part of `npm run bench`; needs `npm run build`). Options: --seconds N (10), --redis (also with REDIS_URL),
// --pool N (the server's DATABASE_POOL_SIZE, 10), --profile DIR (the server's CPU profile).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import { createPlatformPayment } from '../apps/api/src/modules/payments/platform-payments';
import { createPlatformPaymentBodySchema } from '../packages/contracts/src/platform/platform-payment';
import { benchApiKey, benchPaymentBody, benchPaymentLoad, benchServer, openBackend } from './bench-kit';
import { startBuiltServer } from './built-server';

const argument = (name: string) => process.argv.indexOf(`--${name}`);
const SECONDS = argument('seconds') > 0 ? Number(process.argv[argument('seconds') + 1]) : 10;
const WITH_REDIS = argument('redis') > 0;
/** DATABASE_POOL_SIZE of the built server (10 by default, as in production). */
const POOL = argument('pool') > 0 ? Number(process.argv[argument('pool') + 1]) : 10;
/** A directory for the built server's V8 CPU profile. */
const PROFILE_DIR = argument('profile') > 0 ? process.argv[argument('profile') + 1] : undefined;
const CONNECTIONS = 50;

const rate = (count: number, seconds: number) => `${Math.round(count / seconds)}/s`;

async function loadPayments(base: string, secret: string, label: string): Promise<string> {
  const result = await benchPaymentLoad(base, secret, { connections: CONNECTIONS, seconds: SECONDS, label });
  const created = result['2xx'];
  const bad = result.non2xx + result.errors;
  return `${rate(created, SECONDS)} created (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${bad ? `, ${bad} not 2xx` : ''})`;
}

async function loadHealth(base: string): Promise<string> {
  const result = await autocannon({ url: `${base}/healthz`, connections: CONNECTIONS, duration: SECONDS });
  return `${Math.round(result.requests.average)} req/s (p99 ${result.latency.p99} ms)`;
}

console.log(
  `Platform API bench — node ${process.version}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}, ${new Date().toISOString()}\n`,
);
const { database, url, drop } = await openBackend('postgres', 'bench_platform');
const secretsKey = `bench:${randomBytes(32).toString('base64')}`;
const env = { SECRETS_KEY: secretsKey, PLATFORM_REQUESTS_PER_10_SECONDS: '1000000' };
try {
  const server = await benchServer(database, { timeZone: 'UTC', env });
  const { id: keyId, secret } = await benchApiKey(server);

  // The writer alone: 50 payments in flight from this process, for the same time.
  const scope = { organizationId: server.organizationId, mode: 'live' as const, apiKeyId: keyId };
  let written = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, lane) => {
      while (performance.now() < until) {
        const body = createPlatformPaymentBodySchema.parse(benchPaymentBody(`direct-${lane}-${written}`));
        await createPlatformPayment(database.db, scope, body);
        written += 1;
      }
    }),
  );
  await server.close();

  const lines = [
    `| path (50 in flight, ${SECONDS} s each) | payments created |`,
    '|---|---|',
    `| single-payment writer, no HTTP (row, rollup increment, event; one transaction each) | ${rate(written, SECONDS)} |`,
  ];
  for (const redis of WITH_REDIS ? [false, true] : [false]) {
    const built = await startBuiltServer({
      databaseUrl: url as string,
      appHost: server.config.APP_HOST,
      ...(PROFILE_DIR ? { profileDir: PROFILE_DIR } : {}),
      env: {
        ...env,
        DATABASE_POOL_SIZE: String(POOL),
        ...(redis ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } : {}),
      },
    });
    try {
      const where = `the built server, one process, pool ${POOL}, counters in ${redis ? 'Redis' : 'PostgreSQL'}`;
      lines.push(
        `| POST /api/platform/v1/payments with an Idempotency-Key (${where}) | ${await loadPayments(built.base, secret, redis ? 'redis' : 'pg')} |`,
      );
      lines.push(`| GET /healthz (${where}) | ${await loadHealth(built.base)} |`);
    } finally {
      await built.stop();
    }
  }
  console.log(lines.join('\n'));
} finally {
  await drop();
}
