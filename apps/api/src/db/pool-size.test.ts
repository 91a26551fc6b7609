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

  it.runIf(process.env.TEST_DATABASE_URL)(
    'counts what asks for a connection: running, waiting, and a transaction for its whole life (the metrics)',
    async () => {
      const database = openPostgres(process.env.TEST_DATABASE_URL as string, { poolSize: 2 });
      const pool = database.pool;
      try {
        expect(pool?.size).toBe(2);
        const reads = Array.from({ length: 6 }, () => queryRows(database.db, sql`select pg_sleep(0.2)`));
        // Six asked (once Drizzle has handed them to postgres.js): two run, four wait for a connection.
        await expect.poll(() => pool?.demand(), { interval: 10 }).toBe(6);
        await Promise.all(reads);
        await expect.poll(() => pool?.demand()).toBe(0);
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await tx.execute(sql`select 2`);
          expect(pool?.demand()).toBe(1);
        });
        await expect.poll(() => pool?.demand()).toBe(0);
        // A refused statement is counted out too.
        await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
        await expect.poll(() => pool?.demand()).toBe(0);
      } finally {
        await database.close();
      }
    },
  );
});
