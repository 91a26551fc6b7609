import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countHit } from '../hit-counters/hit-counter';
import { migrate } from '../setup/migrate';
import { createTestApp, type TestApp } from '../test/app';
import { openPostgres } from './client';

/** Debian keeps PostgreSQL's server binaries under /usr/lib/postgresql/<major>/bin. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const major = readdirSync(root).sort().reverse()[0];
  const bin = major ? path.join(root, major, 'bin') : undefined;
  return bin && existsSync(path.join(bin, 'initdb')) ? bin : undefined;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const bin = postgresBin();
const asRoot = process.getuid?.() === 0;

/** initdb refuses to run as root, so the throwaway cluster belongs to the postgres user when we are root. */
function runAsOwner(command: string, args: string[]): void {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

describe.skipIf(!bin)('surviving a PostgreSQL restart (throwaway cluster)', () => {
  let dir: string;
  let port: number;
  let testApp: TestApp;
  const pgCtl = (action: 'start' | 'stop') =>
    runAsOwner(path.join(bin as string, 'pg_ctl'), [
      '-D',
      path.join(dir, 'data'),
      '-w',
      '-l',
      path.join(dir, 'log'),
      ...(action === 'start' ? ['-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`] : ['-m', 'fast']),
      action,
    ]);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'paygrid-pg-'));
    if (asRoot) spawnSync('chown', ['postgres', dir]);
    port = await freePort();
    runAsOwner(path.join(bin as string, 'initdb'), [
      '-D',
      path.join(dir, 'data'),
      '-U',
      'paygrid',
      '--auth=trust',
      '-E',
      'UTF8',
    ]);
    pgCtl('start');
    const url = `postgres://paygrid@127.0.0.1:${port}/postgres`;
    const database = openPostgres(url);
    await migrate(database);
    testApp = await createTestApp(
      { DATABASE_URL: url },
      {
        database,
        routes: (app) => app.get('/api/v1/hits', async () => countHit(database.db, 'restart-test', 60_000)),
      },
    );
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    await testApp?.database.close();
    try {
      pgCtl('stop');
    } catch {}
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while the database is down and recovers without a restart', async () => {
    const ready = () => testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect((await ready()).statusCode).toBe(200);

    pgCtl('stop');
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({ status: 'unavailable', database: 'postgres' });
    const call = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/hits',
      headers: { host: 'app.localhost:3000' },
    });
    expect(call.statusCode).toBe(503);
    expect(call.headers['retry-after']).toBe('5');
    expect(call.json().errors[0].code).toBe('database_unavailable');

    pgCtl('start');
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await ready()).statusCode;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/hits',
      headers: { host: 'app.localhost:3000' },
    });
    expect(again.statusCode).toBe(200);
  }, 60_000);
});
