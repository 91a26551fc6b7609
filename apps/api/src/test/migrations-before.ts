import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Database } from '../db/client';
import { migrationsFolder } from '../setup/migrate';

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

/** Migrates `database` (PGlite or PostgreSQL) to the state before `tag`, with the folder copied into `dir`. */
export async function migrateBefore(database: Database, dir: string, tag: string): Promise<void> {
  const config = { migrationsFolder: await migrationsBefore(dir, tag) };
  await database.withMigrationLock(async (db) => {
    if (database.kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase, config);
    else await migratePostgres(db as unknown as PostgresJsDatabase, config);
  });
}
