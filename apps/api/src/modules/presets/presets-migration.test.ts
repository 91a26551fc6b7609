import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { migrate } from '../../setup/migrate';
import { emptyDatabase, type TestDatabase } from '../../test/database';
import { migrateBefore } from '../../test/migrations-before';
import { savedColumnsResource, savedFilterResource, savedViewResource } from './resources';
import { savedPresets } from './tables';

const organization = '00000000-0000-4000-8000-0000000000a1';
const person = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const preset = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes)).toISOString();

// The rows as the three tables held them before 0024, and each one's wire resource as the old modules answered it.
const views = [
  {
    id: preset(1),
    owner_id: person(1),
    grid_code: 'payments',
    name: 'Failed cards',
    description: 'Card pay-ins that failed',
    access_scope: 'organization',
    is_favorite: true,
    position: 3,
    sort: [{ property: 'created_at', direction: 'desc' }],
    table_columns: [
      { property: 'id', fixed: true, width: 180, position: 0 },
      { property: 'amount', fixed: false, width: null, position: 1 },
    ],
    filters: [{ key: 'status', value: '["failed"]' }],
    created_at: at(1),
    updated_at: at(2),
  },
  {
    id: preset(2),
    owner_id: person(2),
    grid_code: 'currencies',
    name: 'Mine',
    description: null,
    access_scope: 'private',
    is_favorite: false,
    position: 0,
    sort: [],
    table_columns: [],
    filters: [],
    created_at: at(3),
    updated_at: at(3),
  },
];
const filters = [
  {
    id: preset(3),
    owner_id: person(1),
    grid_code: 'countries',
    name: 'Europe',
    access_scope: 'organization',
    is_favorite: true,
    position: 7,
    filters: [{ key: 'continent', value: '"EU"' }],
    created_at: at(4),
    updated_at: at(5),
  },
  {
    id: preset(4),
    owner_id: person(2),
    grid_code: 'payments',
    name: 'Big ones',
    access_scope: 'private',
    is_favorite: false,
    position: 1,
    filters: [{ key: 'amount', value: '{"type":"more","value":"100000"}' }],
    created_at: at(6),
    updated_at: at(6),
  },
];
const columns = [
  {
    id: preset(5),
    owner_id: person(1),
    grid_code: 'payments',
    table_columns: [{ property: 'status', fixed: true, width: 120, position: 0 }],
    column_editing: true,
    created_at: at(7),
    updated_at: at(8),
  },
  {
    id: preset(6),
    owner_id: person(2),
    grid_code: 'payments',
    table_columns: [],
    column_editing: false,
    created_at: at(9),
    updated_at: at(9),
  },
];

const json = (value: unknown) => JSON.stringify(value);

// Issue 34: saved views, filters and columns become one saved_presets table. Every preset keeps its id (so view_id
// links keep working) and every field, and each path answers it exactly as the old module did.
describe('migrations 0024_saved_presets and 0025_retire_preset_tables', () => {
  let dir: string;
  let database: TestDatabase;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-presets-'));
    database = await emptyDatabase();
    await migrateBefore(database, dir, '0024_saved_presets');
    const { db } = database;
    for (const n of [1, 2]) {
      await db.execute(sql`insert into users (id, email, first_name, last_name, password_hash)
        values (${person(n)}, ${`person-${n}@example.com`}, 'P', 'Q', 'x')`);
    }
    await db.execute(sql`insert into organizations (id, name, alias, country, base_currency, time_zone)
      values (${organization}, 'Acme', 'acme', 'UA', 'UAH', 'Europe/Kiev')`);
    for (const view of views) {
      await db.execute(sql`insert into saved_views (id, organization_id, owner_id, grid_code, name, description,
          access_scope, is_favorite, position, sort, table_columns, filters, created_at, updated_at)
        values (${view.id}, ${organization}, ${view.owner_id}, ${view.grid_code}, ${view.name}, ${view.description},
          ${view.access_scope}, ${view.is_favorite}, ${view.position}, ${json(view.sort)}::jsonb,
          ${json(view.table_columns)}::jsonb, ${json(view.filters)}::jsonb, ${view.created_at}, ${view.updated_at})`);
    }
    for (const filter of filters) {
      await db.execute(sql`insert into saved_filters (id, organization_id, owner_id, grid_code, name, access_scope,
          is_favorite, position, filters, created_at, updated_at)
        values (${filter.id}, ${organization}, ${filter.owner_id}, ${filter.grid_code}, ${filter.name},
          ${filter.access_scope}, ${filter.is_favorite}, ${filter.position}, ${json(filter.filters)}::jsonb,
          ${filter.created_at}, ${filter.updated_at})`);
    }
    for (const saved of columns) {
      await db.execute(sql`insert into saved_columns (id, organization_id, owner_id, grid_code, table_columns,
          column_editing, created_at, updated_at)
        values (${saved.id}, ${organization}, ${saved.owner_id}, ${saved.grid_code},
          ${json(saved.table_columns)}::jsonb, ${saved.column_editing}, ${saved.created_at}, ${saved.updated_at})`);
    }
    await migrate(database, () => {});
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const migrated = async (id: string) => {
    const [row] = await database.db.select().from(savedPresets).where(sql`${savedPresets.id} = ${id}`);
    if (!row) throw new Error(`preset ${id} was lost`);
    return row;
  };

  it('keeps every saved view, with its id and every field, answered as GET /dashboard/views answered it', async () => {
    for (const view of views) {
      expect(savedViewResource(await migrated(view.id))).toEqual({
        type: 'view',
        id: view.id,
        owner: view.owner_id,
        attributes: {
          grid_code: view.grid_code,
          name: view.name,
          description: view.description,
          access_scope: view.access_scope,
          created_at: view.created_at,
          updated_at: view.updated_at,
          filters: view.filters,
          is_favorite: view.is_favorite,
          position: view.position,
          sort: view.sort,
          table_columns: view.table_columns,
        },
      });
    }
  });

  it('keeps every saved filter, answered as GET /dashboard/filters answered it', async () => {
    for (const filter of filters) {
      expect(savedFilterResource(await migrated(filter.id))).toEqual({
        type: 'filter',
        id: filter.id,
        owner: filter.owner_id,
        attributes: {
          grid_code: filter.grid_code,
          name: filter.name,
          access_scope: filter.access_scope,
          created_at: filter.created_at,
          updated_at: filter.updated_at,
          filters: filter.filters,
          is_favorite: filter.is_favorite,
          position: filter.position,
        },
      });
    }
  });

  it('keeps every person’s saved columns, answered as GET /dashboard/columns answered them', async () => {
    for (const saved of columns) {
      const row = await migrated(saved.id);
      expect(row.ownerId).toBe(saved.owner_id);
      expect(savedColumnsResource(row)).toEqual({
        type: 'columns',
        id: saved.id,
        attributes: {
          grid_code: saved.grid_code,
          table_columns: saved.table_columns,
          column_editing: saved.column_editing,
          created_at: saved.created_at,
          updated_at: saved.updated_at,
        },
      });
    }
  });

  it('loses nothing and adds nothing: one preset per old row, of its kind, and the old tables are gone', async () => {
    const kinds = await queryRows(
      database.db,
      sql`select kind, count(*)::int as n from saved_presets group by kind order by kind`,
    );
    expect(kinds).toEqual([
      { kind: 'columns', n: 2 },
      { kind: 'filter', n: 2 },
      { kind: 'view', n: 2 },
    ]);
    const left = await queryRows(
      database.db,
      sql`select table_name from information_schema.tables
        where table_name in ('saved_views', 'saved_filters', 'saved_columns')`,
    );
    expect(left).toEqual([]);
  });

  it('refuses a preset that breaks its kind’s shape, and a second set of columns for one person and grid', async () => {
    await expect(
      database.db.execute(sql`insert into saved_presets (kind, organization_id, owner_id, grid_code, table_columns)
        values ('view', ${organization}, ${person(1)}, 'payments', '[]'::jsonb)`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`insert into saved_presets (kind, organization_id, owner_id, grid_code, table_columns)
        values ('layout', ${organization}, ${person(1)}, 'payments', '[]'::jsonb)`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`insert into saved_presets (kind, organization_id, owner_id, grid_code, table_columns)
        values ('columns', ${organization}, ${person(1)}, 'payments', '[]'::jsonb)`),
    ).rejects.toThrow();
  });
});
