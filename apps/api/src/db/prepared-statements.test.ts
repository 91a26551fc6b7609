import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession, openSession } from '../modules/auth/sessions';
import { users } from '../modules/users/tables';
import { freshDatabase, type TestDatabase } from '../test/database';
import { queryRows } from './rows';

let database: TestDatabase;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

// A statement sees itself in pg_prepared_statements while it runs only when it was prepared by name: PostgreSQL
// lists no unnamed statement there. (A text without parameters goes by the simple protocol, unprepared, as
// postgres.js sends it: migrations and DDL are such texts.)
const probe = (marker: string) =>
  sql`select ${sql.raw(`/* ${marker} */`)} count(*)::int as prepared from pg_prepared_statements
      where statement like ${`%${marker}%`}`;

describe('prepared statements on PostgreSQL (ADR 0075)', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('a query through Drizzle runs as a named statement', async () => {
    const [row] = await queryRows(database.db, probe('paygrid-probe-drizzle'));
    expect(row?.prepared).toBe(1);
  });

  it('reads a live session through the query built once, twice in a row, on either database', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'prepared@example.com', firstName: 'P', lastName: 'S', passwordHash: 'x' })
      .returning();
    if (!user) throw new Error('no user');
    const { token, session } = await openSession(database.db, user, true, { ip: null, userAgent: null });
    for (let read = 0; read < 2; read += 1) {
      const found = await findSession(database.db, token);
      expect(found?.session.id).toBe(session.id);
      expect(found?.user.email).toBe('prepared@example.com');
    }
    expect(await findSession(database.db, `${token}x`)).toBeUndefined();
    // Past the idle window the same prepared read finds nothing.
    expect(await findSession(database.db, token, new Date(Date.now() + 31 * 60 * 1000))).toBeUndefined();
  });
});
