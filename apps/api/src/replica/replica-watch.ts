import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { PrimaryReadings } from './replica-lag';
import { walPosition } from './wal-position';

/**
 * What the replica is to the server now: `in_use` (its reads go there), `lagging` (behind past the bound),
 * `unreachable`, `not_a_standby` (the URL names a server that is not in recovery: never read, it may be another
 * database altogether), or `starting` (not yet looked at).
 */
type ReplicaState = 'starting' | 'in_use' | 'lagging' | 'unreachable' | 'not_a_standby';

export type ReplicaWatch = {
  state(): ReplicaState;
  /** Seconds behind the primary at the last look; undefined before the first, or while it cannot be reached. */
  lagSeconds(): number | undefined;
  /** The log position the replica had replayed at the last look: what it has of a session's writes. */
  replayed(): bigint | undefined;
  /** A read there just failed for want of the server: its reads go to the primary until it answers a look again. */
  failed(): void;
  stop(): void;
};

/** How often each server looks at the primary's and the replica's log positions. */
const REPLICA_LOOK_MS = 500;

type WatchDeps = {
  primary: Db;
  replica: Db;
  maxLagSeconds: number;
  log: FastifyBaseLogger;
};

/**
 * Looks at the replica every half second, one look at a time: the primary's flushed log position (remembered with
 * when it was read) and the replica's replayed one. Its reads go there only while it is a standby, answers, and is
 * behind by no more than maxLagSeconds (decision 0110).
 */
export function watchReplica(deps: WatchDeps): ReplicaWatch {
  const readings = new PrimaryReadings();
  let state: ReplicaState = 'starting';
  let lag: number | undefined;
  let replayed: bigint | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const become = (next: ReplicaState, error?: unknown) => {
    if (next === state) return;
    state = next;
    if (next === 'in_use') deps.log.info({ lagSeconds: lag }, 'the read replica is in use');
    else
      deps.log.warn(
        { err: error, state: next, lagSeconds: lag },
        'reads go to the primary: the replica is not in use',
      );
  };

  const lookAtPrimary = async () => {
    const [row] = await queryRows(deps.primary, sql`select pg_current_wal_flush_lsn()::text as position`);
    const position = walPosition(String(row?.position ?? ''));
    if (position !== undefined) readings.add({ at: Date.now(), position });
  };

  const look = async () => {
    // The primary's position first: a replica that has replayed it is at most one look behind.
    await lookAtPrimary().catch(() => {});
    try {
      const [row] = await queryRows(
        deps.replica,
        sql`select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed`,
      );
      const position = walPosition(row?.replayed as string | null);
      if (row?.standby !== true || position === undefined) {
        lag = undefined;
        replayed = undefined;
        become('not_a_standby');
        return;
      }
      replayed = position;
      lag = readings.lagSeconds(position, Date.now());
      become(lag > deps.maxLagSeconds ? 'lagging' : 'in_use');
    } catch (error) {
      lag = undefined;
      become('unreachable', error);
    }
  };

  const loop = async () => {
    await look();
    if (!stopped) timer = setTimeout(loop, REPLICA_LOOK_MS);
  };
  void loop();

  return {
    state: () => state,
    lagSeconds: () => lag,
    replayed: () => (state === 'in_use' ? replayed : undefined),
    failed: () => {
      lag = undefined;
      become('unreachable');
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
