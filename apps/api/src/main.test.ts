import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

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
});
