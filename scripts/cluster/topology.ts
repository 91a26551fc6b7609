import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Backend, haproxyConfig, startHaproxy } from './haproxy';
import { type PostgresPair, postgresBin, startPostgresPair, stopPostgres } from './postgres-pair';
import { freePort, startDetached, stopProcess, waitFor } from './processes';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The built server (npm run build), as `npm start` runs it. */
const serverMain = path.join(repoRoot, 'apps', 'api', 'dist', 'main.js');

export type ClusterServer = Backend & { pid: number; logFile: string; env: Record<string, string> };

/** Everything `npm run cluster -- up` started, kept in the folder's cluster.json for `down`. */
export type Topology = {
  folder: string;
  /** The console through HAProxy: http://app.localhost:<port>. */
  url: string;
  port: number;
  appHost: string;
  postgres: PostgresPair;
  redis: { port: number; pid: number };
  haproxy: { pid: number };
  servers: ClusterServer[];
  metricsToken: string;
  demo?: { email: string; password: string; dashboard: string };
};

export type TopologyOptions = {
  /** Where the data and logs go: a new temporary folder when unset. */
  folder?: string;
  /** HAProxy's port (a free one when unset). */
  port?: number;
  /** Paygrid servers behind HAProxy (2 when unset). */
  servers?: number;
  /** The demo organisation's live and test payments, loaded by the first server ("live,test"). */
  demoPayments?: string;
  /** More settings for every server (a test's shorter replica lag bound, say). */
  env?: Record<string, string>;
};

const STATE_FILE = 'cluster.json';

const onPath = (program: string) =>
  (process.env.PATH ?? '').split(path.delimiter).some((folder) => existsSync(path.join(folder, program)));

/** The Debian packages the topology needs that this machine lacks (`apt-get install` them; .ci/run does). */
export const missingPackages = (): string[] => [
  ...(postgresBin() ? [] : ['postgresql']),
  ...(onPath('redis-server') ? [] : ['redis-server']),
  ...(onPath('haproxy') ? [] : ['haproxy']),
];

/**
 * What every server of the topology is set with, but its secrets key and the demo.
 * @internal Exported for tests only.
 */
export const serverEnv = (
  topology: Omit<Topology, 'servers' | 'haproxy' | 'demo'>,
  name: string,
  port: number,
): Record<string, string> => {
  const { postgres } = topology;
  const database = (server: { port: number }) =>
    `postgres://postgres@127.0.0.1:${server.port}/${postgres.database}`;
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_HOST: topology.appHost,
    COOKIE_DOMAIN: 'app.localhost',
    DATA_DIR: path.join(topology.folder, name),
    DATABASE_URL: database(postgres.primary),
    DATABASE_REPLICA_URL: database(postgres.replica),
    REDIS_URL: `redis://127.0.0.1:${topology.redis.port}`,
    TRUST_PROXY: '1',
    METRICS_TOKEN: topology.metricsToken,
    LOG_LEVEL: 'warn',
  };
};

const ready = async (port: number) => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200;

/** Starts one Paygrid server with its settings and waits until it answers /readyz. */
async function startClusterServer(
  folder: string,
  server: Backend & { env: Record<string, string> },
): Promise<ClusterServer> {
  const logFile = path.join(folder, `${server.name}.log`);
  const child = startDetached(process.execPath, [serverMain], {
    logFile,
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...server.env },
  });
  if (!child.pid) throw new Error(`${server.name} did not start`);
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', async (code) =>
      reject(
        new Error(`${server.name} exited (${code}):\n${await readFile(logFile, 'utf8').catch(() => '')}`),
      ),
    ),
  );
  exited.catch(() => {});
  await Promise.race([
    waitFor(`${server.name} answering /readyz`, () => ready(server.port), 120_000),
    exited,
  ]);
  return { ...server, pid: child.pid, logFile };
}

const demoOf = (log: string) => {
  const match = /log in as (\S+) with password (\S+)\n\s*Its dashboard: (\S+)/.exec(log);
  return match?.[1] && match[2] && match[3]
    ? { email: match[1], password: match[2], dashboard: match[3] }
    : undefined;
};

/**
 * The topology of issue 40 on this machine, from Debian's packages: a PostgreSQL primary and its streaming replica,
 * Redis, `servers` Paygrid servers (the first migrates and loads the demo, the others start once it is ready) and
 * HAProxy in front, checking each on /readyz. Stops what it started if any part fails.
 */
export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  if (!existsSync(serverMain)) throw new Error('The server is not built: run npm run build first.');
  const folder = options.folder ?? (await mkdtemp(path.join(tmpdir(), 'paygrid-cluster-')));
  await mkdir(folder, { recursive: true });
  const started: Partial<Topology> & { folder: string; servers: ClusterServer[] } = { folder, servers: [] };
  try {
    const port = options.port ?? (await freePort());
    const postgres = await startPostgresPair(folder, {
      primary: await freePort(),
      replica: await freePort(),
    });
    started.postgres = postgres;
    const redisPort = await freePort();
    const redis = startDetached(
      'redis-server',
      [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        folder,
      ],
      { logFile: path.join(folder, 'redis.log') },
    );
    if (!redis.pid) throw new Error('Redis did not start');
    started.redis = { port: redisPort, pid: redis.pid };
    const base = {
      folder,
      url: `http://app.localhost:${port}`,
      port,
      appHost: `app.localhost:${port}`,
      postgres,
      redis: started.redis,
      metricsToken: randomBytes(24).toString('base64url'),
    };
    Object.assign(started, base);
    const secretsKey = `k1:${randomBytes(32).toString('base64')}`;
    const count = options.servers ?? 2;
    for (let index = 1; index <= count; index += 1) {
      const name = `server-${index}`;
      const serverPort = await freePort();
      const env = {
        ...serverEnv(base, name, serverPort),
        SECRETS_KEY: secretsKey,
        DEMO_DATA: index === 1 ? 'true' : 'false',
        ...(options.demoPayments ? { DEMO_PAYMENTS: options.demoPayments } : {}),
        ...options.env,
      };
      started.servers.push(await startClusterServer(folder, { name, port: serverPort, env }));
    }
    const firstLog = started.servers[0] ? await readFile(started.servers[0].logFile, 'utf8') : '';
    const demo = demoOf(firstLog);
    if (demo) started.demo = demo;
    const haproxy = await startHaproxy(
      folder,
      haproxyConfig({ port, checkHost: base.appHost, backends: started.servers }),
    );
    started.haproxy = { pid: haproxy };
    await waitFor('HAProxy answering', () => ready(port), 30_000);
    const topology = started as Topology;
    await writeFile(path.join(folder, STATE_FILE), JSON.stringify(topology, null, 2));
    return topology;
  } catch (error) {
    await stopTopology(started).catch(() => {});
    throw error;
  }
}

/** Kills a server at once (SIGKILL: no draining), as a crash or a lost machine would. */
export async function killClusterServer(server: ClusterServer): Promise<void> {
  process.kill(server.pid, 'SIGKILL');
  await stopProcess(server.pid, 0);
}

/** Starts a server again with the settings it had; the topology's list holds the new process. */
export async function restartClusterServer(topology: Topology, name: string): Promise<ClusterServer> {
  const index = topology.servers.findIndex((server) => server.name === name);
  const server = topology.servers[index];
  if (!server) throw new Error(`no server ${name}`);
  const restarted = await startClusterServer(topology.folder, server);
  topology.servers[index] = restarted;
  await writeFile(path.join(topology.folder, STATE_FILE), JSON.stringify(topology, null, 2));
  return restarted;
}

/** What a folder's cluster.json says was started there. */
export async function readTopology(folder: string): Promise<Topology> {
  return JSON.parse(await readFile(path.join(folder, STATE_FILE), 'utf8')) as Topology;
}

/** Stops everything started (HAProxy, the servers, Redis, both PostgreSQL servers); removes the folder if asked. */
export async function stopTopology(
  topology: Partial<Topology> & { folder: string },
  options: { remove?: boolean } = {},
): Promise<void> {
  if (topology.haproxy) await stopProcess(topology.haproxy.pid);
  await Promise.all((topology.servers ?? []).map((server) => stopProcess(server.pid, 20_000)));
  if (topology.redis) await stopProcess(topology.redis.pid);
  if (topology.postgres) {
    await stopPostgres(topology.postgres.replica).catch(() => {});
    await stopPostgres(topology.postgres.primary);
  }
  if (options.remove) await rm(topology.folder, { recursive: true, force: true });
}
