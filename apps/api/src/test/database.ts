import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type Database, openPostgres, pgliteExtensions, wrapPglite } from '../db/client';
import { databaseUrlWithName } from './database-url';

export type TestDatabase = Database & { url?: string };

/** A migrated database of its own: a PGlite copy of the snapshot, or a new database cloned from the template. */
export async function freshDatabase(options: { statementTimeoutMs?: number } = {}): Promise<TestDatabase> {
  const setup = inject('testDatabase');
  if (setup.kind === 'pglite') {
    const snapshot = await readFile(setup.snapshotFile);
    return wrapPglite(
      await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: pgliteExtensions }),
    );
  }
  return newPostgresDatabase(setup, setup.template, options);
}

/** A database with no table at all, on the suite's kind of database: a migration test builds its past in it. */
export async function emptyDatabase(): Promise<TestDatabase> {
  const setup = inject('testDatabase');
  if (setup.kind === 'pglite') return wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
  return newPostgresDatabase(setup, 'template0', {});
}

async function newPostgresDatabase(
  setup: { adminUrl: string; prefix: string },
  template: string,
  options: { statementTimeoutMs?: number },
): Promise<TestDatabase> {
  const name = `${setup.prefix}${randomBytes(6).toString('hex')}`;
  const admin = postgres(setup.adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrlWithName(setup.adminUrl, name);
  const database = openPostgres(url, options);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      const dropper = postgres(setup.adminUrl, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
