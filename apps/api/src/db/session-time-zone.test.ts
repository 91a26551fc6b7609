import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database';
import { openPostgres } from './client';
import { isoInstant } from './instant-text';
import { queryRows } from './rows';

describe('the PostgreSQL session zone', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'is UTC whatever the database says, so instants read as "+00" text take isoInstant’s short way',
    async () => {
      const database = await freshDatabase();
      try {
        const name = (await queryRows(database.db, sql`select current_database() as name`))[0]?.name;
        await database.db.execute(sql.raw(`alter database "${String(name)}" set timezone to 'Asia/Kolkata'`));
        // A new pool: the database's own zone would apply to its connections but for the client's setting.
        const fresh = openPostgres(database.url as string, { poolSize: 1 });
        try {
          const [row] = await queryRows(
            fresh.db,
            sql`select current_setting('TimeZone') as zone, timestamptz '2026-11-26 10:00:00.123456+05:30' as at`,
          );
          expect(row?.zone).toBe('UTC');
          expect(row?.at).toBe('2026-11-26 04:30:00.123456+00');
          expect(isoInstant(row?.at)).toBe('2026-11-26T04:30:00.123Z');
        } finally {
          await fresh.close();
        }
      } finally {
        await database.close();
      }
    },
  );
});
