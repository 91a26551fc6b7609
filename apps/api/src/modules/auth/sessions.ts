import { and, desc, eq, gt, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, organizations } from '../organizations/tables';
import type { UserRow } from '../users/service';
import { users } from '../users/tables';
import { hashSecretToken, newSecretToken } from './secret-token';
import { sessions } from './tables';

const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Sliding the idle window costs a write; once a minute is precise enough for a 30-minute window. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;
export type ActiveSession = { session: SessionRow; user: UserRow };

/** A membership read with the session (the organisations module's OrganizationMembership, from its tables). */
export type SessionMembership = {
  organization: typeof organizations.$inferSelect;
  membership: typeof memberships.$inferSelect;
};

export type SessionOrigin = { ip: string | null; userAgent: string | null };

/** A new session; it resumes the organisation the user used last, while they still belong to it. */
export async function openSession(
  db: Db,
  user: Pick<UserRow, 'id' | 'lastOrganizationId'>,
  secondFactorDone: boolean,
  origin: SessionOrigin,
): Promise<{ token: string; session: SessionRow }> {
  const token = newSecretToken();
  const resumed = user.lastOrganizationId
    ? sql`(select ${memberships.organizationId} from ${memberships}
          where ${memberships.userId} = ${user.id} and ${memberships.organizationId} = ${user.lastOrganizationId})`
    : null;
  const [session] = await db
    .insert(sessions)
    .values({
      userId: user.id,
      tokenHash: hashSecretToken(token),
      secondFactorDone,
      expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 400) ?? null,
      currentOrganizationId: resumed,
    })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  await endSessionsBeyondLimit(db, user.id);
  return { token, session };
}

/**
 * At most this many sessions per user: signing in once more ends the oldest (ASVS 7.4.5, issue 10).
 * @internal Exported for tests only.
 */
export const MAX_SESSIONS_PER_USER = 20;

async function endSessionsBeyondLimit(db: Db, userId: string): Promise<void> {
  const newest = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(MAX_SESSIONS_PER_USER);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), notInArray(sessions.id, newest)));
}

/** The session a cookie token names, ended whatever its state: a browser signing in again drops its old token. */
export async function endSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSecretToken(token)));
}

/** A new token for a live session (after a password change, ASVS 7.2.4): the old cookie value proves nothing. */
export async function rotateSessionToken(db: Db, sessionId: string): Promise<string> {
  const token = newSecretToken();
  await db
    .update(sessions)
    .set({ tokenHash: hashSecretToken(token), updatedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
  return token;
}

/** Slides the idle window of a session just read. */
async function touchSession(db: Db, active: ActiveSession, now: Date): Promise<void> {
  if (now.getTime() - active.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, updatedAt: now })
      .where(eq(sessions.id, active.session.id));
  }
}

/** The bind values of a live-session read: the token's hash, and the two instants it must be after. */
const liveSessionValues = (token: string, now: Date) => ({
  tokenHash: hashSecretToken(token),
  now: now.toISOString(),
  idleSince: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
});

const liveSession = and(
  eq(sessions.tokenHash, sql.placeholder('tokenHash')),
  gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
  gt(sessions.lastSeenAt, sql`${sql.placeholder('idleSince')}::timestamptz`),
);

// Every API call starts with one of these two reads: built once per database, not per request (issue 17, ADR 0075).
const sessionReads = new WeakMap<Db, ReturnType<typeof prepareSessionReads>>();

function prepareSessionReads(db: Db) {
  return {
    session: db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(liveSession)
      .limit(1)
      .prepare('live_session'),
    sessionInOrganization: db
      .select({ session: sessions, user: users, organization: organizations, membership: memberships })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(organizations, eq(organizations.alias, sql.placeholder('alias')))
      .leftJoin(
        memberships,
        and(eq(memberships.organizationId, organizations.id), eq(memberships.userId, sessions.userId)),
      )
      .where(liveSession)
      .limit(1)
      .prepare('live_session_in_organization'),
  };
}

function sessionReadsOf(db: Db) {
  let reads = sessionReads.get(db);
  if (!reads) {
    reads = prepareSessionReads(db);
    sessionReads.set(db, reads);
  }
  return reads;
}

/** The live session a cookie token names, sliding its idle window; undefined when unknown, idle too long or past 12 h. */
export async function findSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ActiveSession | undefined> {
  const [row] = await sessionReadsOf(db).session.execute(liveSessionValues(token, now));
  if (!row) return undefined;
  await touchSession(db, row, now);
  return row;
}

/**
 * findSession, and in the same read the user's membership of the organisation a sub-domain names (undefined when
 * they are not a member or it does not exist): one round trip instead of two before every organisation call
 * (issue 17, ADR 0074). Nothing is cached: an ended session or membership is refused on the next request.
 */
export async function findSessionInOrganization(
  db: Db,
  token: string,
  alias: string,
  now = new Date(),
): Promise<{ identity: ActiveSession; membership: SessionMembership | undefined } | undefined> {
  const [row] = await sessionReadsOf(db).sessionInOrganization.execute({
    ...liveSessionValues(token, now),
    alias,
  });
  if (!row) return undefined;
  const identity = { session: row.session, user: row.user };
  await touchSession(db, identity, now);
  const { organization, membership } = row;
  return { identity, membership: organization && membership ? { organization, membership } : undefined };
}

/** After the second factor the session gets a new token, so a token seen before it proves nothing. */
export async function completeSecondFactor(db: Db, sessionId: string): Promise<string> {
  const token = newSecretToken();
  await db
    .update(sessions)
    .set({
      tokenHash: hashSecretToken(token),
      secondFactorDone: true,
      lastSeenAt: new Date(),
      updatedAt: sql`now()`,
    })
    .where(eq(sessions.id, sessionId));
  return token;
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function endUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

export async function listUserSessions(db: Db, userId: string, now = new Date()): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.secondFactorDone, true),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(sql`${sessions.lastSeenAt} desc`);
}

/** The organisation this session works in now (POST /user/organizations/{id}/switch, or a new organisation). */
export async function setCurrentOrganization(
  db: Db,
  sessionId: string,
  organizationId: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ currentOrganizationId: organizationId, updatedAt: new Date() })
    .where(eq(sessions.id, sessionId));
}

/** A member who left or was removed no longer works in that organisation in any session. */
export async function forgetCurrentOrganization(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ currentOrganizationId: null, updatedAt: new Date() })
    .where(and(eq(sessions.userId, userId), eq(sessions.currentOrganizationId, organizationId)));
}

/** An archived organisation is no one's current one: the entrance host no longer opens it (issue 18). */
export async function forgetOrganizationInEverySession(db: Db, organizationId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ currentOrganizationId: null, updatedAt: new Date() })
    .where(eq(sessions.currentOrganizationId, organizationId));
}

/** Sessions past their 12 hours or idle too long can never be used again. */
export async function pruneDeadSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
    );
}
