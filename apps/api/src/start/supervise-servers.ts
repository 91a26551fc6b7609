import cluster from 'node:cluster';
import type { EventEmitter } from 'node:events';

/**
 * A process that dies this often in a minute is not replaced again: something is wrong beyond one request.
 * @internal Exported for tests only.
 */
export const REPLACEMENTS_A_MINUTE = 5;
/** How long the processes may drain after SIGTERM before they are killed. */
const DRAIN_DEADLINE_MS = 30_000;

/** What the supervisor needs of a server process: node:cluster's Worker. */
export type ServerProcess = { process: { pid?: number | undefined; kill(signal: NodeJS.Signals): unknown } };

export type Supervision<Worker extends ServerProcess> = {
  count: number;
  /** Called once, when every process first listens. */
  onReady: () => void;
  log: (line: string) => void;
  /** node:cluster by default; tests pass their own. */
  fork?: () => Worker;
  /** Emits `listening` (worker) and `exit` (worker, code, signal): node:cluster by default. */
  events?: EventEmitter;
  /** Emits SIGTERM and SIGINT: the process by default. */
  signals?: EventEmitter;
  drainDeadlineMs?: number;
  /** How long to wait before replacing a process, given how many were replaced in the last minute. */
  replaceAfterMs?: (recent: number) => number;
};

const ended = (code: number | null, signal: string | null) =>
  signal ? `on ${signal}` : `with code ${code ?? 'unknown'}`;

/**
 * Serves from `count` processes on one port (ADR 0083): node:cluster's primary accepts the connections and hands
 * them round, each process a whole server with its own event loop and connection pool.
 * - Until all have listened, a process that dies stops the others (a taken port, an unreachable database), as a
 *   single server would have failed to start.
 * - After that a process that dies is replaced, a second later for each replaced in the last minute, unless more
 *   than REPLACEMENTS_A_MINUTE were: then all stop.
 * - SIGTERM or SIGINT reaches each process that listens, which drains its requests; one still starting is killed.
 *   A second signal, or DRAIN_DEADLINE_MS, kills those still draining.
 * Resolves with the exit code once all have exited: 0, or 1 when one failed or had to be killed.
 */
export function superviseServers<Worker extends ServerProcess>(
  options: Supervision<Worker>,
): Promise<number> {
  const {
    count,
    onReady,
    log,
    fork = () => cluster.fork() as unknown as Worker,
    events = cluster,
    signals = process,
    drainDeadlineMs = DRAIN_DEADLINE_MS,
    replaceAfterMs = (recent) => recent * 1000,
  } = options;
  return new Promise((resolve) => {
    const alive = new Set<Worker>();
    const listened = new Set<Worker>();
    const replaced: number[] = [];
    let stopping = false;
    let failed = false;
    let ready = false;
    let deadline: NodeJS.Timeout | undefined;
    const pending = new Set<NodeJS.Timeout>();

    const finish = () => {
      if (deadline) clearTimeout(deadline);
      for (const timer of pending) clearTimeout(timer);
      signals.off('SIGTERM', onSignal);
      signals.off('SIGINT', onSignal);
      events.off('listening', onListening);
      events.off('exit', onExit);
      resolve(failed ? 1 : 0);
    };
    const killAll = () => {
      for (const worker of alive) {
        log(`A server process (pid ${worker.process.pid}) did not drain in time: killing it.`);
        worker.process.kill('SIGKILL');
      }
      failed = true;
    };
    const stop = (failure: boolean) => {
      failed ||= failure;
      if (stopping) {
        killAll();
        return;
      }
      stopping = true;
      if (alive.size === 0) {
        finish();
        return;
      }
      // One still starting has no request to drain, and may not yet listen for the signal: it is ended outright.
      for (const worker of alive) worker.process.kill(listened.has(worker) ? 'SIGTERM' : 'SIGKILL');
      deadline = setTimeout(killAll, drainDeadlineMs);
      deadline.unref();
    };
    const start = () => {
      if (!stopping) alive.add(fork());
    };

    function onSignal() {
      stop(false);
    }
    function onListening(worker: Worker) {
      listened.add(worker);
      if (!ready && listened.size >= count) {
        ready = true;
        onReady();
      }
    }
    function onExit(worker: Worker, code: number | null, signal: NodeJS.Signals | null) {
      if (!alive.delete(worker)) return;
      const served = listened.delete(worker);
      if (stopping) {
        // A drained process exits 0; one ended by the stop's own signal failed nothing either.
        if (served && code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT' && signal !== 'SIGKILL') {
          failed = true;
        }
        if (alive.size === 0) finish();
        return;
      }
      const pid = worker.process.pid;
      if (code === 0) {
        // A process exits 0 only when told to stop: a Ctrl+C reached the whole group before it reached this one.
        log(`A server process (pid ${pid}) stopped: stopping the others.`);
        stop(false);
        return;
      }
      if (!ready) {
        log(
          `A server process (pid ${pid}) exited ${ended(code, signal)} before all listened: stopping the others.`,
        );
        stop(true);
        return;
      }
      const now = Date.now();
      replaced.push(now);
      while ((replaced[0] ?? now) < now - 60_000) replaced.shift();
      if (replaced.length > REPLACEMENTS_A_MINUTE) {
        log(
          `A server process (pid ${pid}) exited ${ended(code, signal)}, the ${replaced.length}th in a minute: stopping the others.`,
        );
        stop(true);
        return;
      }
      const wait = replaceAfterMs(replaced.length - 1);
      log(
        `A server process (pid ${pid}) exited ${ended(code, signal)}: starting another${wait ? ` in ${wait} ms` : ''}.`,
      );
      if (wait) pending.add(setTimeout(start, wait));
      else start();
    }

    signals.on('SIGTERM', onSignal);
    signals.on('SIGINT', onSignal);
    events.on('listening', onListening);
    events.on('exit', onExit);
    for (let index = 0; index < count; index += 1) start();
  });
}
