import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './client';
import { queryRows } from './rows';

describe('the PostgreSQL pool (DATABASE_POOL_SIZE)', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('opens at most the configured number of connections', async () => {
    const database = openPostgres(process.env.TEST_DATABASE_URL as string, { poolSize: 2 });
    try {
      // Six reads at once, each long enough to overlap the others: they share the two connections.
      const backends = await Promise.all(
        Array.from({ length: 6 }, () =>
          queryRows(database.db, sql`select pg_backend_pid() as pid from pg_sleep(0.05)`),
        ),
      );
      expect(new Set(backends.map(([row]) => row?.pid)).size).toBe(2);
    } finally {
      await database.close();
    }
  });
});
