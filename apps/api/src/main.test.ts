import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { childrenOf } from './test/child-processes';
import { freshDatabase } from './test/database';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /readyz on a connection of its own (a kept-alive one may belong to a process the test killed): 0 on failure. */
const readyz = (port: number) =>
  new Promise<number>((resolve) => {
    const request = get(
      { host: '127.0.0.1', port, path: '/readyz', agent: false, timeout: 5000 },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(100);
    value = await read();
  }
  return value;
}

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paygrid-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start on bad configuration, naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      env: { ...process.env, PORT: 'abc', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    expect(await exitOf(child)).toBe(78);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT');
  });

  it('migrates the embedded database, serves, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        APP_HOST: `app.localhost:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = exitOf(child);
    const deadline = Date.now() + 30_000;
    let ready = 0;
    while (Date.now() < deadline && ready !== 200) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.status,
        () => 0,
      );
      if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);

  // Several processes need PostgreSQL: the embedded database lives in one (ADR 0083).
  describe.skipIf(inject('testDatabase').kind !== 'postgres')('with SERVER_PROCESSES on PostgreSQL', () => {
    const serverWith = (port: number, databaseUrl: string) =>
      spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          APP_HOST: `app.localhost:${port}`,
          DATABASE_URL: databaseUrl,
          SECRETS_KEY: `k1:${randomBytes(32).toString('base64')}`,
          SERVER_PROCESSES: '2',
          DEMO_DATA: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });

    it('serves from two processes, replaces one that dies, and stops both on SIGTERM', async () => {
      const database = await freshDatabase();
      let primary: ChildProcess | undefined;
      try {
        const port = await freePort();
        primary = serverWith(port, database.url ?? '');
        const exited = exitOf(primary);
        let output = '';
        primary.stdout?.on('data', (chunk) => {
          output += String(chunk);
        });
        primary.stderr?.on('data', (chunk) => {
          output += String(chunk);
        });
        await until(
          () => output,
          (text) => text.includes('ready at'),
        );
        expect(output).toContain('Serving from 2 processes');
        const pid = primary.pid ?? 0;
        const first = childrenOf(pid);
        expect(first).toHaveLength(2);
        expect(await readyz(port)).toBe(200);

        const [killed = 0, kept = 0] = first;
        process.kill(killed, 'SIGKILL');
        const replacing = `pid ${killed}) exited on SIGKILL: starting another`;
        expect(
          await until(
            () => output,
            (text) => text.includes(replacing),
          ),
        ).toContain(replacing);
        // The survivor answers while the primary starts another.
        expect(await readyz(port)).toBe(200);
        const second = await until(
          () => childrenOf(pid),
          (pids) => pids.length === 2 && !pids.includes(killed),
        );
        expect(second).toContain(kept);
        expect(second).toHaveLength(2);
        expect(
          await until(
            () => readyz(port),
            (status) => status === 200,
          ),
        ).toBe(200);

        primary.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(childrenOf(pid)).toEqual([]);
      } finally {
        // A failed check leaves no server behind holding the database.
        for (const child of childrenOf(primary?.pid ?? 0)) process.kill(child, 'SIGKILL');
        primary?.kill('SIGKILL');
        await database.close();
      }
    }, 90_000);

    it('stops every process and exits 1 when one cannot listen', async () => {
      const database = await freshDatabase();
      const taken = createServer().listen(0, '127.0.0.1');
      try {
        await new Promise((resolve) => taken.once('listening', resolve));
        const address = taken.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        const primary = serverWith(port, database.url ?? '');
        let stderr = '';
        primary.stderr?.on('data', (chunk) => {
          stderr += String(chunk);
        });
        expect(await exitOf(primary)).toBe(1);
        expect(stderr).toContain('before all listened: stopping the others');
        expect(childrenOf(primary.pid ?? 0)).toEqual([]);
      } finally {
        taken.close();
        await database.close();
      }
    }, 90_000);
  });
});
