import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Database } from '../db/client';
import { organizationsWithSeveralOwners } from '../db/owner-repair';
import { syncCatalogues } from '../modules/catalogues/sync';

/** The migrations folder sits beside src/ in the source tree and beside dist/ in the build. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the drizzle migrations folder next to apps/api');
}

export async function migrate(
  database: Database,
  log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  await database.withMigrationLock(async (db) => {
    for (const { organizationId, owners } of await organizationsWithSeveralOwners(db))
      log(
        `Organisation ${organizationId} had ${owners} owners: the earliest stays owner, the others become admins.`,
      );
    if (database.kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase, config);
    else await migratePostgres(db as unknown as PostgresJsDatabase, config);
    // Reference data is part of the schema's state: loaded under the same lock (DESIGN: Reference data).
    await syncCatalogues(db);
  });
}
