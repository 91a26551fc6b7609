import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteExtensions } from '../db/client';
import { migrationsFolder } from '../setup/migrate';
import { migrationsBefore } from './migrations-before';

/**
 * A fresh embedded database migrated to just before `tag`, with the rows `seed` writes as they were then (foreign
 * keys and triggers off, so no organisation row is needed), then migrated to the end to see what `tag` does. With
 * `rowsWithoutParents`, the rest is migrated with foreign keys still off, for a migration that writes rows linked
 * to the seed's parentless ones.
 */
export async function pgliteMigratedOver(
  tag: string,
  seed: (db: PgliteDatabase) => Promise<void>,
  options: { rowsWithoutParents?: boolean } = {},
): Promise<{ client: PGlite; close(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-migration-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: await migrationsBefore(dir, tag) });
  await client.exec('set session_replication_role = replica');
  await seed(db);
  if (!options.rowsWithoutParents) await client.exec('set session_replication_role = origin');
  await migrate(db, { migrationsFolder: migrationsFolder() });
  await client.exec('set session_replication_role = origin');
  return {
    client,
    close: async () => {
      await client.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
