import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsFolder } from '../db/migrate';

type Journal = { entries: Array<{ tag: string }> };

/**
 * The migrations folder as it stood before `tag`, copied into `dir`: the same files, the journal cut before it. A
 * test migrates a database to there, writes rows as they were, then migrates the rest to see what `tag` does.
 */
export async function migrationsBefore(dir: string, tag: string): Promise<string> {
  const before = path.join(dir, 'drizzle');
  await cp(migrationsFolder(), before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut <= 0) throw new Error(`no migration ${tag} after the first`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return before;
}
