// Issue 40: the dashboard home under load. N payments on this machine's PostgreSQL; the home of every kind of zone
// (whole, half and quarter hours; east and west; summer time) read straight (SQL), through the built server with the
// figures read for every request (DASHBOARD_CACHE_SECONDS=0), and with them kept for 5 s (the default); then 50
// connections on the home for a while, once alone and once while the platform API writes payments, beside /healthz.
// `node --import tsx bench/dashboard-home.ts [--rows N] [--runs N] [--seconds N]` (part of `npm run bench`; needs
// `npm run build`).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import { dashboardHome } from '../apps/api/src/modules/payments/dashboard-home';
import {
  benchApiKey,
  benchPaymentLoad,
  benchServer,
  ms,
  openBackend,
  type Timing,
  timing,
} from './bench-kit';
import { startBuiltServer } from './built-server';
import { insertBenchPayments } from './payments-data';

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? undefined : process.argv[index + 1];
};
const ROWS = Number(argument('rows') ?? 1_000_000);
const RUNS = Number(argument('runs') ?? 50);
const SECONDS = Number(argument('seconds') ?? 10);
const CONNECTIONS = 50;
/** Platform API connections writing payments while the home is loaded: one organisation's steady stream. */
const WRITERS = 4;
const ZONES = ['UTC', 'Europe/Kiev', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Chatham'];

const print = (line: string) => console.log(line);
print(
  `## Dashboard home at ${ROWS.toLocaleString('en')} payments (issue 40)\n\nnode ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 1_073_741_824)} GB, load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(
      ' ',
    )}, ${new Date().toISOString()}; ${RUNS} sequential runs per figure; the built server in one process.\n`,
);

const { database, url, drop } = await openBackend('postgres', 'bench_home');
const env = {
  SECRETS_KEY: `bench:${randomBytes(32).toString('base64')}`,
  PLATFORM_REQUESTS_PER_10_SECONDS: '1000000',
};
try {
  const server = await benchServer(database, { timeZone: 'UTC', env });
  const started = performance.now();
  await insertBenchPayments(database.db, server.organizationId, ROWS);
  print(`Loaded in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
  const { secret } = await benchApiKey(server);
  const live = { organizationId: server.organizationId, mode: 'live' as const };
  const host = `bench.${server.config.APP_HOST}`;
  const headers = { host, cookie: server.cookie };

  const moveTo = async (timeZone: string) => {
    const moved = await server.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: {
        ...headers,
        host: server.config.APP_HOST,
        origin: `http://${server.config.APP_HOST}`,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({
        data: { type: 'user', attributes: { settings: { preferences: { time_zone: timeZone } } } },
      }),
    });
    if (moved.statusCode !== 200) throw new Error(`the zone was not set: ${moved.body}`);
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const home = (base: string) =>
    new Promise<number>((resolve, reject) => {
      const call = http.get(`${base}/api/v1/dashboard/home`, { headers, agent }, (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(200)
            : reject(new Error(`home answered ${response.statusCode}`)),
        );
      });
      call.on('error', reject);
    });

  const cold = await startBuiltServer({
    databaseUrl: url as string,
    appHost: server.config.APP_HOST,
    env: { ...env, DASHBOARD_CACHE_SECONDS: '0' },
  });
  const kept = await startBuiltServer({ databaseUrl: url as string, appHost: server.config.APP_HOST, env });
  const figure = (value: Timing) => `${ms(value.median)} / ${ms(value.p95)}`;
  try {
    print('| zone | SQL median / p95 | API, read every time, median / p95 | API, kept 5 s, median / p95 |');
    print('|---|---|---|---|');
    for (const zone of ZONES) {
      await moveTo(zone);
      const sqlTiming = await timing(RUNS, () => dashboardHome(database.db, live, { timeZone: zone }));
      const coldTiming = await timing(RUNS, () => home(cold.base));
      const keptTiming = await timing(RUNS, () => home(kept.base));
      print(`| ${zone} | ${figure(sqlTiming)} | ${figure(coldTiming)} | ${figure(keptTiming)} |`);
    }
    await moveTo('Europe/Kiev');

    const loadHome = (base: string) =>
      autocannon({
        url: `${base}/api/v1/dashboard/home`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers,
      });
    const writePayments = (base: string) =>
      benchPaymentLoad(base, secret, { connections: WRITERS, seconds: SECONDS, label: 'home' });
    type Result = Awaited<ReturnType<typeof autocannon>>;
    const said = (result: Result) => {
      const bad = result.non2xx + result.errors;
      return `${Math.round(result.requests.average)} req/s (p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms${bad ? `, ${bad} not 2xx` : ''})`;
    };
    const written = (result: Result) => `${Math.round(result['2xx'] / SECONDS)} payments/s written`;

    print(
      `\nUnder load (autocannon -c ${CONNECTIONS} -d ${SECONDS}, Europe/Kiev; writes: ${WRITERS} connections on POST /api/platform/v1/payments at the same time):\n`,
    );
    print(
      `- GET /healthz: ${said(await autocannon({ url: `${kept.base}/healthz`, connections: CONNECTIONS, duration: SECONDS }))}`,
    );
    for (const [label, base] of [
      ['kept 5 s', kept.base],
      ['read every time', cold.base],
    ] as const) {
      print(`- GET /api/v1/dashboard/home, ${label}: ${said(await loadHome(base))}`);
      const [loaded, writes] = await Promise.all([loadHome(base), writePayments(base)]);
      print(`- the same while the platform writes: ${said(loaded)}; ${written(writes)}`);
    }
  } finally {
    agent.destroy();
    await cold.stop();
    await kept.stop();
    await server.close();
  }
} finally {
  await drop();
}
