import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteExtensions, wrapPglite } from '../db/client';
import { migrate } from '../setup/migrate';
import { databaseUrlWithName } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { kind: 'pglite'; snapshotFile: string }
      | { kind: 'postgres'; adminUrl: string; template: string; prefix: string };
  }
}

let cleanup: (() => Promise<void>) | undefined;

/** Migrates once per run; every test file then starts from a copy of that database. */
export async function setup(project: TestProject): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `paygrid_tpl_${process.pid}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${template}`);
    await admin.unsafe(`create database ${template}`);
    const database = openPostgres(databaseUrlWithName(adminUrl, template));
    await migrate(database);
    await database.close();
    project.provide('testDatabase', {
      kind: 'postgres',
      adminUrl,
      template,
      prefix: `paygrid_t_${process.pid}_`,
    });
    cleanup = async () => {
      const leftovers = await admin<{ datname: string }[]>`
        select datname from pg_database where datname like ${`paygrid_t_${process.pid}_%`}`;
      for (const { datname } of leftovers)
        await admin.unsafe(`drop database if exists ${datname} with (force)`);
      await admin.unsafe(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-test-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(wrapPglite(client));
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  const snapshotFile = path.join(dir, 'migrated.tar');
  await writeFile(snapshotFile, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', snapshotFile });
  cleanup = () => rm(dir, { recursive: true, force: true });
}

export async function teardown(): Promise<void> {
  await cleanup?.();
}
