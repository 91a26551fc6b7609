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

const organization = (n: number) => `00000000-0000-4000-8000-0000000000a${n}`;
const person = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

// Issue 33 (ADR 0096): the per-account total counts the organisations an account created; those made before the
// column existed are counted for their earliest member, whose owner membership was made with the organisation.
describe('migration 0023_organization_creator', () => {
  let dir: string;
  let client: PGlite;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-creators-'));
    client = await PGlite.create({ extensions: pgliteExtensions });
    await migrateTo(drizzle({ client }), {
      migrationsFolder: await migrationsBefore(dir, '0023_organization_creator'),
    });
    for (const n of [1, 2, 3]) {
      await client.query(
        `insert into users (id, email, first_name, last_name, password_hash) values ($1, $2, 'P', 'Q', 'x')`,
        [person(n), `person-${n}@example.com`],
      );
    }
    for (const n of [1, 2]) {
      await client.query(
        `insert into organizations (id, name, alias, country, base_currency, time_zone)
         values ($1, $2, $2, 'UA', 'UAH', 'Europe/Kiev')`,
        [organization(n), `made-${n}`],
      );
    }
    // The first organisation: made by person 1, handed to person 2 later; the second has no member left.
    for (const [n, role, minutes] of [
      [1, 'admin', 0],
      [2, 'owner', 5],
    ] as const) {
      await client.query(
        `insert into memberships (organization_id, user_id, role, created_at)
         values ($1, $2, $3, timestamptz '2026-11-01 10:00:00+00' + make_interval(mins => $4))`,
        [organization(1), person(n), role, minutes],
      );
    }
    await migrate(wrapPglite(client), () => {});
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('V2.3.2 counts an organisation made before the limits for its earliest member, whoever owns it now', async () => {
    const { rows } = await client.query<{ id: string; created_by: string | null }>(
      'select id, created_by from organizations order by id',
    );
    expect(rows).toEqual([
      { id: organization(1), created_by: person(1) },
      { id: organization(2), created_by: null },
    ]);
  });
});
