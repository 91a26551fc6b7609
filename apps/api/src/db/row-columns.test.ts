import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../test/database';
import { queryRows } from './rows';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('every table of the migrated schema (DESIGN, Data)', () => {
  it('has a unique, non-null id (a uuid, or a ULID as text), and created_at and updated_at as timestamptz', async () => {
    const tables = await queryRows(
      database.db,
      sql`select c.relname as name,
            (select format_type(a.atttypid, a.atttypmod) || case when a.attnotnull then ' not null' else '' end
               || case when exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisunique
                                      and i.indnatts = 1 and i.indkey[0] = a.attnum) then ' unique' else '' end
             from pg_attribute a where a.attrelid = c.oid and a.attname = 'id' and not a.attisdropped) as id,
            (select format_type(a.atttypid, a.atttypmod) || case when a.attnotnull then ' not null' else '' end
             from pg_attribute a where a.attrelid = c.oid and a.attname = 'created_at' and not a.attisdropped) as created_at,
            (select format_type(a.atttypid, a.atttypmod) || case when a.attnotnull then ' not null' else '' end
             from pg_attribute a where a.attrelid = c.oid and a.attname = 'updated_at' and not a.attisdropped) as updated_at
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p')
          order by c.relname`,
    );
    expect(tables.length).toBeGreaterThan(20);
    const stamp = 'timestamp with time zone not null';
    const ids = ['uuid not null unique', 'text not null unique'];
    const unlike = tables.filter(
      (table) => !ids.includes(String(table.id)) || table.created_at !== stamp || table.updated_at !== stamp,
    );
    expect(unlike).toEqual([]);
  });
});
