import { readdirSync, readFileSync } from 'node:fs';

/**
 * The processes `pid` started, e.g. a server's cluster workers (Linux: the fourth field of /proc/<pid>/stat is the
 * parent). Used by the server-process tests and the bench.
 */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // exited between the listing and the read
    }
  }
  return children;
}
