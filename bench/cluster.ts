// Issue 40: two servers behind HAProxy, with a PostgreSQL replica and Redis (scripts/cluster), under a bounded load
// of payments grid pages: one server against two, and one server killed and started again while the load runs.
// `node --import tsx bench/cluster.ts [--seconds 20] [--payments 100000]` (part of `npm run bench`; needs
// `npm run build` and Debian's postgresql, redis-server and haproxy).
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { ConsoleClient } from '../scripts/cluster/console-client';
import { stopProcess, waitFor } from '../scripts/cluster/processes';
import {
  type ClusterServer,
  killClusterServer,
  missingPackages,
  restartClusterServer,
  startTopology,
  stopTopology,
} from '../scripts/cluster/topology';

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? undefined : process.argv[index + 1];
};
const SECONDS = Number(argument('seconds') ?? 20);
const PAYMENTS = Number(argument('payments') ?? 100_000);
const CONNECTIONS = 20;
const print = (line: string) => console.log(line);

const missing = missingPackages();
if (missing.length > 0) {
  print(`bench/cluster.ts skipped: ${missing.join(', ')} missing (apt-get install ${missing.join(' ')}).`);
  process.exit(0);
}

print(
  `## Two servers behind HAProxy, a replica and Redis (issue 40)\n\nnode ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 1_073_741_824)} GB, ${new Date().toISOString()}; everything on this machine: PostgreSQL primary and replica, Redis, the servers (one process each), HAProxy and autocannon. The demo organisation with ${PAYMENTS.toLocaleString('en')} live payments; GET /api/v1/payments?page[size]=50 as its owner, ${CONNECTIONS} connections for ${SECONDS} s through HAProxy.\n`,
);

const started = performance.now();
const topology = await startTopology({ servers: 2, demoPayments: `${PAYMENTS},1000` });
print(`Started, demo loaded, in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
try {
  const owner = new ConsoleClient(topology.appHost);
  const demo = topology.demo;
  if (!demo) throw new Error('no demo account');
  const signedIn = await owner.call(topology.port, 'POST', '/check-login', {
    body: { email: demo.email, password: demo.password },
  });
  if (signedIn.status !== 200) throw new Error(`sign-in: ${signedIn.status} ${signedIn.body}`);
  const gridUrl = `http://127.0.0.1:${topology.port}/api/v1/payments?page[size]=50`;
  const headers = {
    host: `demo.${topology.appHost}`,
    cookie: owner.cookieHeader(),
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
  };

  type Result = Awaited<ReturnType<typeof autocannon>>;
  const said = (result: Result) => {
    const bad = result.non2xx + result.errors + result.timeouts;
    return `${Math.round(result.requests.average)} req/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${bad} failed of ${result.requests.total})`;
  };
  const load = () => autocannon({ url: gridUrl, connections: CONNECTIONS, duration: SECONDS, headers });
  const healthz = () =>
    autocannon({
      url: `http://127.0.0.1:${topology.port}/healthz`,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
  const servers = () => topology.servers as [ClusterServer, ClusterServer];
  const answering = async (server: ClusterServer) =>
    (await fetch(`http://127.0.0.1:${server.port}/readyz`).catch(() => undefined))?.status === 200;

  print('| behind HAProxy | grid pages | /healthz |');
  print('|---|---|---|');
  print(`| two servers | ${said(await load())} | ${said(await healthz())} |`);
  // One server: the second stopped gracefully, and HAProxy told by its failed checks (two, a second apart).
  await stopProcess(servers()[1].pid, 20_000);
  await sleep(3000);
  print(`| one server | ${said(await load())} | ${said(await healthz())} |`);
  await restartClusterServer(topology, servers()[1].name);
  await sleep(3000);

  // A server killed a quarter into the load and started again at half: when requests failed, and when it was back.
  const failures: number[] = [];
  let killedAt = 0;
  let backAt = 0;
  const t0 = performance.now();
  const since = () => (performance.now() - t0) / 1000;
  let finished: (result: Result) => void = () => {};
  let broke: (error: unknown) => void = () => {};
  const loaded = new Promise<Result>((resolve, reject) => {
    finished = resolve;
    broke = reject;
  });
  const instance = autocannon(
    { url: gridUrl, connections: CONNECTIONS, duration: SECONDS, headers },
    (error, result) => (error ? broke(error) : finished(result)),
  );
  instance.on('response', (_client, statusCode) => {
    if (statusCode >= 400) failures.push(since());
  });
  instance.on('reqError', () => failures.push(since()));
  const chaos = (async () => {
    await sleep((SECONDS * 1000) / 4);
    killedAt = since();
    await killClusterServer(servers()[1]);
    await sleep((SECONDS * 1000) / 4);
    const restarted = await restartClusterServer(topology, servers()[1].name);
    await waitFor('the restarted server', () => answering(restarted));
    backAt = since();
  })();
  const [result] = await Promise.all([loaded, chaos]);
  const at = (value: number) => `${value.toFixed(1)} s`;
  print(
    `\nKilled (SIGKILL) server-2 at ${at(killedAt)}, started again and answering /readyz at ${at(backAt)}: ${said(result)}.`,
  );
  print(
    failures.length
      ? `Failed requests: ${failures.length}, from ${at(Math.min(...failures))} to ${at(Math.max(...failures))}${failures.some((time) => time > backAt) ? `, ${failures.filter((time) => time > backAt).length} after it was back` : ', none after it was back'}.`
      : 'No request failed: HAProxy sent what could not reach the killed server to the other (retry-on conn-failure, redispatch).',
  );
} finally {
  await stopTopology(topology, { remove: true });
}
