import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { foreignTableWrites, sourceFilesUnder } from '../test/table-ownership';

const apiSource = fileURLToPath(new URL('..', import.meta.url));

describe('one owner per table (house rule)', () => {
  it('finds no module writing another module’s table', () => {
    expect(foreignTableWrites(sourceFilesUnder(apiSource))).toEqual([]);
  });

  it('fails on a deliberate violation, through a builder or raw SQL', () => {
    const tables = {
      path: 'modules/auth/tables.ts',
      text: "export const sessions = pgTable('sessions', {});",
    };
    const builder = {
      path: 'modules/organizations/service.ts',
      text: 'await db.update(sessions).set({ currentOrganizationId: null });',
    };
    const raw = { path: 'jobs/cleanup.ts', text: 'await db.execute(sql`delete from sessions where true`);' };
    const own = { path: 'modules/auth/sessions.ts', text: 'await tx.delete(sessions).where(x);' };
    expect(foreignTableWrites([tables, builder, raw, own])).toEqual([
      { file: 'modules/organizations/service.ts', table: 'sessions', owner: 'modules/auth' },
      { file: 'jobs/cleanup.ts', table: 'sessions', owner: 'modules/auth' },
    ]);
  });
});
