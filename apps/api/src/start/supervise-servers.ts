import cluster, { type Worker } from 'node:cluster';

/** A process that dies this often in a minute is not replaced again: something is wrong beyond one request. */
export const REPLACEMENTS_A_MINUTE = 5;

export type Supervision = {
  count: number;
  /** Called once, when every process first listens. */
  onReady: () => void;
  log: (line: string) => void;
};

const ended = (code: number | null, signal: string | null) =>
  signal ? `on ${signal}` : `with code ${code ?? 'unknown'}`;

/**
 * Serves from `count` processes on one port (ADR 0083): node:cluster's primary accepts the connections and hands
 * them round, each process a whole server with its own event loop and connection pool. A process that dies after it
 * served is replaced; one that dies before it listened (a taken port, an unreachable database) stops them all, as
 * a single server would have stopped. SIGTERM and SIGINT reach each process that listens, which drains its requests
 * (one still starting is killed); resolves with the exit code once all have exited: 0, or 1 when one failed.
 */
export function superviseServers({ count, onReady, log }: Supervision): Promise<number> {
  return new Promise((resolve) => {
    const alive = new Set<Worker>();
    const listened = new Set<Worker>();
    const replaced: number[] = [];
    let stopping = false;
    let failed = false;
    let ready = false;

    const start = () => alive.add(cluster.fork());
    const stop = (failure: boolean) => {
      failed ||= failure;
      if (stopping) return;
      stopping = true;
      if (alive.size === 0) resolve(failed ? 1 : 0);
      // One still starting has no request to drain, and may not yet listen for the signal: it is ended outright.
      for (const worker of alive) worker.process.kill(listened.has(worker) ? 'SIGTERM' : 'SIGKILL');
    };

    cluster.on('listening', (worker) => {
      listened.add(worker);
      if (!ready && listened.size >= count) {
        ready = true;
        onReady();
      }
    });
    cluster.on('exit', (worker, code, signal) => {
      alive.delete(worker);
      const served = listened.delete(worker);
      if (stopping) {
        if (served && code !== 0) failed = true;
        if (alive.size === 0) resolve(failed ? 1 : 0);
        return;
      }
      const now = Date.now();
      replaced.push(now);
      while ((replaced[0] ?? now) < now - 60_000) replaced.shift();
      const pid = worker.process.pid;
      if (!served || replaced.length > REPLACEMENTS_A_MINUTE) {
        log(
          `A server process (pid ${pid}) exited ${ended(code, signal)} ${served ? `for the ${replaced.length}th time in a minute` : 'before it listened'}: stopping the others.`,
        );
        stop(true);
        return;
      }
      log(`A server process (pid ${pid}) exited ${ended(code, signal)}: starting another.`);
      start();
    });
    process.on('SIGTERM', () => stop(false));
    process.on('SIGINT', () => stop(false));
    for (let index = 0; index < count; index += 1) start();
  });
}
