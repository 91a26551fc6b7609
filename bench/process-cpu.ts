// CPU time spent by processes between two readings (Linux /proc): the server's and PostgreSQL's cost of a request,
// steadier than requests a second on a VM whose speed drifts from minute to minute.
import { readdirSync, readFileSync } from 'node:fs';
import { childrenOf } from '../apps/api/src/test/child-processes';

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

export type CpuReading = { server: Map<number, number>; database: Map<number, number> };

const secondsOf = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuSecondsOf(pid)]));

/** The server's CPU counts its cluster workers too (SERVER_PROCESSES above 1, ADR 0083). */
export function readCpu(serverPid: number, database: string): CpuReading {
  return {
    server: secondsOf([serverPid, ...childrenOf(serverPid)]),
    database: secondsOf(backendsOf(database)),
  };
}

const spent = (before: Map<number, number>, after: Map<number, number>) => {
  let seconds = 0;
  for (const [pid, now] of after) seconds += now - (before.get(pid) ?? 0);
  return seconds;
};

/**
 * CPU seconds of the server's processes and of the database's backends since `before` (a process that ended between
 * the readings is not counted).
 */
export function cpuSince(before: CpuReading, after: CpuReading): { server: number; database: number } {
  return { server: spent(before.server, after.server), database: spent(before.database, after.database) };
}
