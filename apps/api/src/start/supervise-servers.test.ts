import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { REPLACEMENTS_A_MINUTE, type ServerProcess, superviseServers } from './supervise-servers';

/** Server processes that do what a signal tells them, as a real one does, announced on `events`. */
function fakeCluster(options: { drains?: boolean } = {}) {
  const events = new EventEmitter();
  const signals = new EventEmitter();
  const workers: Array<ServerProcess & { signals: string[]; exited: boolean }> = [];
  let pid = 100;
  const exit = (worker: (typeof workers)[number], code: number | null, signal: string | null) => {
    if (worker.exited) return;
    worker.exited = true;
    setImmediate(() => events.emit('exit', worker, code, signal));
  };
  const fork = () => {
    pid += 1;
    const worker = {
      signals: [] as string[],
      exited: false,
      process: {
        pid,
        kill(signal: NodeJS.Signals) {
          worker.signals.push(signal);
          if (signal === 'SIGKILL') exit(worker, null, 'SIGKILL');
          else if (options.drains !== false) exit(worker, 0, null);
        },
      },
    };
    workers.push(worker);
    return worker;
  };
  const listen = (worker: (typeof workers)[number]) => events.emit('listening', worker);
  const die = (worker: (typeof workers)[number]) => exit(worker, 1, null);
  return { events, signals, workers, fork, listen, die };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A supervisor of `count` stand-in processes, with what it logs and how often it said it was ready. */
function supervised(count: number, options: { drains?: boolean; drainDeadlineMs?: number } = {}) {
  const cluster = fakeCluster(options);
  const lines: string[] = [];
  let ready = 0;
  const done = superviseServers({
    count,
    onReady: () => {
      ready += 1;
    },
    log: (line) => lines.push(line),
    ...cluster,
    replaceAfterMs: () => 0,
    ...(options.drainDeadlineMs === undefined ? {} : { drainDeadlineMs: options.drainDeadlineMs }),
  });
  return { ...cluster, lines, done, readyCount: () => ready };
}

describe('superviseServers', () => {
  it('is ready when all listen, replaces one that dies, and drains all on SIGTERM', async () => {
    const cluster = supervised(2);
    const [first, second] = cluster.workers;
    if (!first || !second) throw new Error('two processes expected');
    cluster.listen(first);
    expect(cluster.readyCount()).toBe(0);
    cluster.listen(second);
    expect(cluster.readyCount()).toBe(1);

    cluster.die(first);
    await settle();
    expect(cluster.workers).toHaveLength(3);
    expect(cluster.lines.at(-1)).toBe('A server process (pid 101) exited with code 1: starting another.');
    const third = cluster.workers[2];
    if (!third) throw new Error('a replacement expected');
    cluster.listen(third);
    expect(cluster.readyCount()).toBe(1);

    cluster.signals.emit('SIGTERM');
    expect(await cluster.done).toBe(0);
    expect(second.signals).toEqual(['SIGTERM']);
    expect(third.signals).toEqual(['SIGTERM']);
  });

  it('stops the others and fails when one dies before all listened; one still starting is killed', async () => {
    const cluster = supervised(3);
    const [first, second, third] = cluster.workers;
    if (!first || !second || !third) throw new Error('three processes expected');
    cluster.listen(first);
    cluster.die(second);
    expect(await cluster.done).toBe(1);
    expect(cluster.lines[0]).toBe(
      'A server process (pid 102) exited with code 1 before all listened: stopping the others.',
    );
    expect(first.signals).toEqual(['SIGTERM']);
    expect(third.signals).toEqual(['SIGKILL']);
  });

  it(`stops all when more than ${REPLACEMENTS_A_MINUTE} die in a minute`, async () => {
    const cluster = supervised(1);
    for (let death = 0; death <= REPLACEMENTS_A_MINUTE; death += 1) {
      const current = cluster.workers.at(-1);
      if (!current) throw new Error('a process expected');
      cluster.listen(current);
      cluster.die(current);
      await settle();
    }
    expect(await cluster.done).toBe(1);
    expect(cluster.workers).toHaveLength(REPLACEMENTS_A_MINUTE + 1);
    expect(cluster.lines.at(-1)).toContain(
      `the ${REPLACEMENTS_A_MINUTE + 1}th in a minute: stopping the others`,
    );
  });

  it('kills what still drains on a second signal, or at the deadline, and fails', async () => {
    for (const ending of ['second signal', 'deadline'] as const) {
      const cluster = supervised(1, {
        drains: false,
        drainDeadlineMs: ending === 'deadline' ? 20 : 60_000,
      });
      const [only] = cluster.workers;
      if (!only) throw new Error('a process expected');
      cluster.listen(only);
      cluster.signals.emit('SIGTERM');
      if (ending === 'second signal') cluster.signals.emit('SIGINT');
      expect(await cluster.done, ending).toBe(1);
      expect(only.signals, ending).toEqual(['SIGTERM', 'SIGKILL']);
      expect(cluster.lines, ending).toEqual([
        'A server process (pid 101) did not drain in time: killing it.',
      ]);
    }
  });

  it('stops the others cleanly when one stopped on its own (a Ctrl+C reaches every process)', async () => {
    const cluster = supervised(2);
    const [first, second] = cluster.workers;
    if (!first || !second) throw new Error('two processes expected');
    cluster.listen(first);
    first.process.kill('SIGINT');
    expect(await cluster.done).toBe(0);
    expect(second.signals).toEqual(['SIGKILL']);
  });
});
