import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { syncCatalogues } from '../modules/catalogues/sync';
import { migrate } from './migrate';
import { writePgliteTemplate } from './pglite-template';

const countOf = async (database: Awaited<ReturnType<typeof openDatabase>>, query: ReturnType<typeof sql>) =>
  Number(((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n);

describe('the embedded database template (a first start without initdb)', () => {
  let dir: string;
  let template: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-template-'));
    template = path.join(dir, 'template.tar.gz');
    await writePgliteTemplate(template);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('starts a new data directory migrated, with the catalogues, and keeps it on disk', async () => {
    const dataDir = path.join(dir, 'fresh');
    const first = await openDatabase({ dataDir, pgliteTemplate: template });
    try {
      expect(
        await countOf(first, sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      ).toBeGreaterThan(0);
      expect(await countOf(first, sql`select count(*)::int as n from countries`)).toBeGreaterThan(200);
      // Nothing left for the start's own migrate to do, and the catalogues are the current ones.
      await migrate(first);
      expect(await syncCatalogues(first.db)).toBe('unchanged');
      await first.db.execute(sql`create table kept_on_disk (id int)`);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    try {
      expect(await countOf(again, sql`select count(*)::int as n from kept_on_disk`)).toBe(0);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('never replaces a data directory that already holds a database', async () => {
    const dataDir = path.join(dir, 'existing');
    const existing = await openDatabase({ dataDir, pgliteTemplate: template });
    await existing.db.execute(sql`create table mine (id int)`);
    await existing.db.execute(sql`insert into mine values (1)`);
    await existing.close();
    const reopened = await openDatabase({ dataDir, pgliteTemplate: template });
    try {
      expect(await countOf(reopened, sql`select count(*)::int as n from mine`)).toBe(1);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
