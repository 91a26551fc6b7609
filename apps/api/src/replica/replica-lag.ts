/** When the primary's log had reached a position: one reading of `pg_current_wal_flush_lsn()`. */
export type PrimaryReading = { at: number; position: bigint };

/** Readings kept while the replica is behind: enough for minutes at one a half second. */
const READINGS_KEPT = 1024;

/**
 * The primary's readings the replica has not replayed yet, oldest first. The replica's lag is the age of the oldest
 * of them: it has replayed everything the primary had written before that, and not that. Measured on the servers'
 * own clock (the replica's `pg_last_xact_replay_timestamp()` stands still while the primary is idle, and lies then).
 */
export class PrimaryReadings {
  private readings: PrimaryReading[] = [];

  add(reading: PrimaryReading): void {
    const last = this.readings.at(-1);
    if (last && last.position >= reading.position) return;
    // Full: the newest but one goes, so the oldest (which the lag is read from) and the newest stay exact.
    if (this.readings.length >= READINGS_KEPT) this.readings.splice(-2, 1);
    this.readings.push(reading);
  }

  /** Seconds the replica, at `replayed`, is behind at `now`: 0 once it has replayed every reading. */
  lagSeconds(replayed: bigint, now: number): number {
    const behind = this.readings.findIndex((reading) => reading.position > replayed);
    this.readings = behind < 0 ? [] : this.readings.slice(behind);
    const oldest = this.readings[0];
    return oldest ? Math.max(0, (now - oldest.at) / 1000) : 0;
  }
}
