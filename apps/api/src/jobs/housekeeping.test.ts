import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countHit, peekHits } from '../hit-counters/hit-counter';
import { openSession } from '../modules/auth/sessions';
import { sessions, userTokens } from '../modules/auth/tables';
import { issueUserToken } from '../modules/auth/user-tokens';
import { users } from '../modules/users/tables';
import { freshDatabase, type TestDatabase } from '../test/database';
import { housekeeping } from './housekeeping';

describe('housekeeping', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('deletes dead sessions, old tokens and ended rate windows, and keeps what is alive', async () => {
    const db = database.db;
    const [user] = await db
      .insert(users)
      .values({ email: 'h@example.com', firstName: 'H', lastName: 'K', passwordHash: 'x' })
      .returning();
    const userId = user?.id as string;
    const origin = { ip: null, userAgent: null };
    const owner = { id: userId, lastOrganizationId: null };
    await openSession(db, owner, true, origin);
    await openSession(db, owner, true, origin);
    await issueUserToken(db, userId, 'password-reset');
    await countHit(db, 'live-window', 60_000);
    await countHit(db, 'dead-window', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));

    const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await housekeeping(db, new Date(), 400);
    expect((await db.select({ n: count() }).from(sessions))[0]?.n).toBe(2);
    expect((await peekHits(db, 'live-window')).hits).toBe(1);

    await housekeeping(db, inTwoDays, 400);
    expect((await db.select({ n: count() }).from(sessions))[0]?.n).toBe(0);
    expect((await db.select({ n: count() }).from(userTokens))[0]?.n).toBe(1);
    await housekeeping(db, new Date(Date.now() + 9 * 24 * 60 * 60 * 1000), 400);
    expect((await db.select({ n: count() }).from(userTokens))[0]?.n).toBe(0);
  });
});
