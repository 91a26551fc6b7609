// CPU time spent by processes between two readings (Linux /proc): the server's and PostgreSQL's cost of a request,
// steadier than requests a second on a VM whose speed drifts from minute to minute.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of a process in seconds, 0 when it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving one database (their title names it). */
function backendsOf(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${database} `)) pids.push(Number(entry));
    } catch {
      // gone between the listing and the read
    }
  }
  return pids;
}

export type CpuReading = { server: number; database: Map<number, number> };

export function readCpu(serverPid: number, database: string): CpuReading {
  return {
    server: cpuSecondsOf(serverPid),
    database: new Map(backendsOf(database).map((pid) => [pid, cpuSecondsOf(pid)])),
  };
}

/** CPU seconds of the server and of the database's backends since `before` (a backend that ended is not counted). */
export function cpuSince(before: CpuReading, after: CpuReading): { server: number; database: number } {
  let database = 0;
  for (const [pid, seconds] of after.database) database += seconds - (before.database.get(pid) ?? 0);
  return { server: after.server - before.server, database };
}
