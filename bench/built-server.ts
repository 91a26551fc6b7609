// The built server (apps/api/dist/main.js) in a process of its own, for load tests: autocannon then has the bench's
// process to itself, and the server's event loop serves only requests, as in production.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
export const builtServerMain = path.join(root, 'apps', 'api', 'dist', 'main.js');

export type BuiltServer = { base: string; port: number; pid: number; stop(): Promise<void> };

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Starts the built server on a free port against `databaseUrl` and waits for /readyz. `appHost` must be the host
 * the caller's session cookie and Host headers name. With `profileDir` the server writes a V8 CPU profile there
 * when it stops.
 */
export async function startBuiltServer(options: {
  databaseUrl: string;
  appHost: string;
  profileDir?: string;
  /** SERVER_PROCESSES: more than one serves from node:cluster's workers (ADR 0083). */
  processes?: number;
  /** More settings, e.g. the SECRETS_KEY an API key was made under (bench/platform-api.ts). */
  env?: Record<string, string>;
}): Promise<BuiltServer> {
  if (!existsSync(builtServerMain)) throw new Error(`${builtServerMain} is missing: run npm run build first`);
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-bench-server-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : []), builtServerMain],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: options.databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_HOST: options.appHost,
        COOKIE_DOMAIN: options.appHost.replace(/:\d+$/, ''),
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        DEMO_DATA: 'false',
        SERVER_PROCESSES: String(options.processes ?? 1),
        SECRETS_KEY: `bench:${randomBytes(32).toString('base64')}`,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // With several processes /readyz answers from the first; "ready at" is printed when all listen.
  let printed = '';
  child.stdout?.on('data', (chunk) => {
    printed += String(chunk);
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exit = once(child, 'exit');
      child.kill('SIGTERM');
      await exit;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      if (printed.includes('ready at') && (await fetch(`${base}/readyz`)).ok) {
        return { base, port, pid: child.pid ?? 0, stop };
      }
    } catch {
      // not listening yet
    }
    if (attempt > 300 || child.exitCode !== null) {
      await stop();
      throw new Error('the built server did not become ready within 30 s');
    }
    await sleep(100);
  }
}
