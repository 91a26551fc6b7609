import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate as migrateTo } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions, wrapPglite } from '../../db/client';
import { migrate } from '../../setup/migrate';
import { migrationsBefore } from '../../test/migrations-before';

const ORGANIZATION = '00000000-0000-4000-8000-0000000000a1';
const member = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

// Issue 33: organisations the owner race left with several owners are repaired by migration 0022, and the start
// says which; from then on the database refuses a second owner.
describe('migration 0022_one_owner', () => {
  let dir: string;
  let client: PGlite;
  const logged: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-owners-'));
    client = await PGlite.create({ extensions: pgliteExtensions });
    await migrateTo(drizzle({ client }), { migrationsFolder: await migrationsBefore(dir, '0022_one_owner') });
    await client.exec('set session_replication_role = replica');
    // Three owners (the race's outcome) and an admin, made one minute apart.
    for (const [n, role] of [
      [3, 'owner'],
      [1, 'owner'],
      [2, 'owner'],
      [4, 'admin'],
    ] as const) {
      await client.query(
        `insert into memberships (id, organization_id, user_id, role, created_at)
         values ($1, $2, $1, $3, timestamptz '2026-11-01 10:00:00+00' + make_interval(mins => $4))`,
        [member(n), ORGANIZATION, role, n],
      );
    }
    await client.exec('set session_replication_role = origin');
    await migrate(wrapPglite(client), (line) => logged.push(line));
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the earliest owner, makes the others admins, and says so', async () => {
    const { rows } = await client.query<{ id: string; role: string }>(
      'select id, role from memberships order by id',
    );
    expect(rows).toEqual([
      { id: member(1), role: 'owner' },
      { id: member(2), role: 'admin' },
      { id: member(3), role: 'admin' },
      { id: member(4), role: 'admin' },
    ]);
    expect(logged).toEqual([
      `Organisation ${ORGANIZATION} had 3 owners: the earliest stays owner, the others become admins.`,
    ]);
  });

  it('refuses a second owner from then on', async () => {
    await expect(
      client.query(`update memberships set role = 'owner' where id = $1`, [member(2)]),
    ).rejects.toThrow(/memberships_one_owner/);
  });
});
