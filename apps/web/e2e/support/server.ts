import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../../../scripts/cluster/processes';
import { apiMain, repoRoot } from './paths';

export { freePort };

export type RunningServer = {
  /** The entrance host, e.g. http://app.localhost:41234 (Chromium resolves *.localhost to this machine). */
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Sends SIGTERM, waits for the process to exit, removes the data dir. */
  stop: () => Promise<void>;
  /** What the server printed so far (the tail), e.g. the demo password of DEMO_DATA. */
  output: () => string;
};

const readyTimeoutMs = 60_000;
const stopTimeoutMs = 15_000;
const maxLogChars = 20_000;

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function waitUntilReady(child: ChildProcess, port: number, log: () => string): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) {
      throw new Error(
        `server exited (code ${child.exitCode}, signal ${child.signalCode}) before it was ready:\n${log()}`,
      );
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(150);
  }
  throw new Error(`server on port ${port} was not ready within ${readyTimeoutMs / 1000} s:\n${log()}`);
}

/** Starts the real built server (apps/api/dist/main.js) on a free port with a fresh data dir. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'paygrid-e2e-'));
  const child = spawn(process.execPath, [apiMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_HOST: `app.localhost:${port}`,
      COOKIE_DOMAIN: 'app.localhost',
      LOG_LEVEL: 'warn',
      // On by default for a localhost first start (issue 16); a browser test asks for the demo when it wants it.
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  const capture = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-maxLogChars);
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);
  const log = () => output || '(no output)';

  const stop = async () => {
    if (!exited(child)) {
      const exit = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      await exit;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(child, port, log);
  } catch (error) {
    await stop();
    throw error;
  }

  return { baseUrl: `http://app.localhost:${port}`, port, dataDir, stop, output: () => output };
}
