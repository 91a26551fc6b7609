import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions, wrapPglite } from '../db/client';
import { migrate, migrationsFolder } from './migrate';

/**
 * Where the build keeps an empty, migrated embedded cluster: apps/api/dist, beside the built server. A first start
 * on an empty data directory loads it (about 2 s) instead of PGlite's initdb in WebAssembly and every migration
 * (about 10 s of CPU; issue 16's first start with the demo). The start still migrates, so a template older than
 * the migrations only leaves the newer ones to run.
 */
export function pgliteTemplatePath(): string {
  return path.join(path.dirname(migrationsFolder()), 'dist', 'pglite-template.tar.gz');
}

export async function writePgliteTemplate(file = pgliteTemplatePath()): Promise<number> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrate(wrapPglite(client));
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return dump.size;
  } finally {
    await client.close();
  }
}
