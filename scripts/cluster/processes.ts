import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A port nobody listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('could not pick a free port');
  return address.port;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user Debian's package made. */
export const asPostgres = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

/** Runs a program to its end; its output goes in the error when it fails. */
export async function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  try {
    return await run(command, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${command} ${args.join(' ')} failed: ${failed.message}\n${failed.stdout ?? ''}${failed.stderr ?? ''}`,
    );
  }
}

/**
 * Starts a long-running program on its own (detached, its output in `logFile`), so it outlives the script that
 * started it (`npm run cluster -- up` returns while the cluster runs); `down` stops it by its pid.
 */
export function startDetached(
  command: string,
  args: string[],
  options: { logFile: string; env?: NodeJS.ProcessEnv; cwd?: string },
): ChildProcess {
  const log = openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', log, log],
    env: options.env ?? process.env,
    ...(options.cwd ? { cwd: options.cwd } : {}),
  });
  child.unref();
  return child;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Sends SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopProcess(pid: number, graceMs = 10_000): Promise<void> {
  if (!alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await sleep(100);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  while (alive(pid)) await sleep(50);
}

/** Polls `check` until it is true, or throws with `what` once `timeoutMs` has passed. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}
