// Requests under load, with the built server in a process of its own (so autocannon does not share its event loop):
// a fresh PostgreSQL database with N payments, autocannon -c 50 against each path, the transactions each request
// cost, and with --profile the server's CPU profile by package and by function (self time).
//   npm run build && node --import tsx bench/profile-load.ts [--rows 10000] [--duration 10] [--profile]
//     [--path /healthz,/api/v1/user,/api/v1/payments?page[size]=20] [--processes 2]
//   (KEEP_PROFILE=file keeps each .cpuprofile as file.<pid>; with --processes above 1 every process writes one)
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { openPostgres } from '../apps/api/src/db/client';
import { createPasswordHasher } from '../apps/api/src/modules/auth/password-hasher';
import { users } from '../apps/api/src/modules/users/tables';
import { migrate } from '../apps/api/src/setup/migrate';
import { type BuiltServer, startBuiltServer } from './built-server';
import { insertBenchPayments } from './payments-data';
import { cpuSince, readCpu } from './process-cpu';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
};
const ROWS = Number(argument('--rows') ?? 10_000);
const DURATION = Number(argument('--duration') ?? 10);
const PATHS = (argument('--path') ?? '/healthz,/api/v1/user,/api/v1/payments?page[size]=20').split(',');
const PROFILE = process.argv.includes('--profile');
const PROCESSES = Number(argument('--processes') ?? 1);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const APP_HOST = 'app.localhost:3000';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
};

function summarize(profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] }): string {
  const self = new Map<number, number>();
  for (const [index, id] of profile.samples.entries()) {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const time = self.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/');
    const name = `${functionName || '(anon)'} ${where}:${lineNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
    const pkg = url.includes('node_modules/')
      ? (url.split('node_modules/').at(-1) ?? '')
          .split('/')
          .slice(0, url.includes('node_modules/@') ? 2 : 1)
          .join('/')
      : url.startsWith('node:')
        ? url
        : url === ''
          ? functionName.startsWith('(')
            ? functionName
            : '(native)'
          : 'app';
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, time]) => `  ${((100 * time) / total).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  return `by package:\n${top(byPackage, 25)}\n\nby function:\n${top(byFunction, 40)}`;
}

async function main(): Promise<void> {
  const name = `bench_profile_${process.pid}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-profile-'));
  let server: BuiltServer | undefined;
  try {
    const database = openPostgres(url);
    await migrate(database);
    server = await startBuiltServer({
      databaseUrl: url,
      appHost: APP_HOST,
      processes: PROCESSES,
      ...(PROFILE ? { profileDir } : {}),
    });
    const base = server.base;
    const same = { host: APP_HOST, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
    const http = await import('node:http');
    const call = (method: string, pathname: string, headers: Record<string, string>, body?: unknown) =>
      new Promise<{ status: number; cookies: string[]; bytes: number; json: () => unknown }>(
        (resolve, reject) => {
          const request = http.request(
            `${base}${pathname}`,
            { method, headers, agent: false },
            (response) => {
              let text = '';
              response.on('data', (chunk) => {
                text += chunk;
              });
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  cookies: (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? ''),
                  bytes: Buffer.byteLength(text),
                  json: () => JSON.parse(text),
                }),
              );
            },
          );
          request.on('error', reject);
          if (body !== undefined) request.end(JSON.stringify(body));
          else request.end();
        },
      );
    const password = 'Profile-Bench-Password-1';
    await database.db.insert(users).values({
      email: 'profile@bench.test',
      firstName: 'P',
      lastName: 'B',
      passwordHash: await createPasswordHasher().hash(password),
      emailConfirmedAt: new Date(),
    });
    const login = await call(
      'POST',
      '/api/v1/check-login',
      { ...same, origin: `http://${APP_HOST}` },
      {
        email: 'profile@bench.test',
        password,
      },
    );
    const cookie = login.cookies.join('; ');
    const created = await call(
      'POST',
      '/api/v1/organization',
      { ...same, origin: `http://${APP_HOST}`, cookie },
      {
        data: {
          type: 'organization',
          attributes: {
            name: 'Bench',
            alias: 'bench',
            country: 'UA',
            base_currency: 'UAH',
            time_zone: 'Europe/Kiev',
          },
        },
      },
    );
    if (created.status !== 201)
      throw new Error(`organization: ${created.status} ${JSON.stringify(created.json())}`);
    const organizationId = (created.json() as { data: { id: string } }).data.id;
    await insertBenchPayments(database.db, organizationId, ROWS);
    await database.close();
    const headers = { host: `bench.${APP_HOST}`, cookie };
    const commits = async () =>
      Number((await admin`select xact_commit from pg_stat_database where datname = ${name}`)[0]?.xact_commit);
    for (const pathname of PATHS) {
      // What each answer weighs (uncompressed: autocannon, like this call, asks for no encoding).
      const sample = await call('GET', pathname, headers);
      console.log(`${pathname}: ${sample.status}, ${sample.bytes} bytes an answer`);
      const before = await commits();
      const cpuBefore = readCpu(server.pid, name);
      const result = await autocannon({
        url: `${base}${pathname}`,
        connections: 50,
        duration: DURATION,
        headers,
      });
      const cpu = cpuSince(cpuBefore, readCpu(server.pid, name));
      await sleep(600); // the statistics collector reports about twice a second
      const perRequest = (seconds: number) => `${Math.round((seconds * 1e6) / result.requests.total)} µs`;
      console.log(
        `  ${(((await commits()) - before) / result.requests.total).toFixed(2)} transactions a request; CPU a request: server ${perRequest(cpu.server)}, PostgreSQL ${perRequest(cpu.database)}`,
      );
      console.log(
        `${pathname}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
      );
    }
    await server.stop();
    if (PROFILE) {
      // One profile a process (CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile): with --processes above 1 the primary's
      // (which only hands connections round) and each worker's, each summarised with its pid.
      for (const file of (await readdir(profileDir)).sort()) {
        const pid = file.split('.')[3] ?? '?';
        const text = await readFile(path.join(profileDir, file), 'utf8');
        if (process.env.KEEP_PROFILE) await writeFile(`${process.env.KEEP_PROFILE}.${pid}`, text);
        console.log(`\nprocess ${pid}${Number(pid) === server.pid ? ' (the one started)' : ''}:`);
        console.log(summarize(JSON.parse(text)));
      }
    }
  } finally {
    await server?.stop();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(profileDir, { recursive: true, force: true });
  }
}

await main();
