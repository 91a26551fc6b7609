import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';
import { keyringFrom } from '../auth/secret-box';
import { memberships } from '../organizations/tables';
import { type AuditActor, appendAuditEvent } from './record';
import { pruneAuditEvents } from './retention';
import { auditChainHeads, auditEvents } from './tables';
import { verifyAuditChain } from './verify';

/**
 * Issue 35: the log is append-only in the database, every entry is chained by an HMAC to the one before it in its
 * organisation, an edit made past the database's guard shows when verified, and an entry is written with its change
 * or not at all. On the suite's database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
let testApp: TestApp;
let db: Db;
let owner: ApiClient;
let organizationId: string;
const ring = keyringFrom(TEST_SECRETS_KEY);

const viewBody = (name: string) => ({
  data: {
    type: 'view',
    attributes: {
      grid_code: 'payments',
      name,
      access_scope: 'organization',
      is_favorite: false,
      position: 0,
    },
  },
});

const entriesOf = (organization: string) =>
  db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.organizationId, organization))
    .orderBy(asc(auditEvents.seq));

/** Runs `change` with the append-only guard off, as someone with the database's owner rights could. */
async function pastTheGuard(change: string): Promise<void> {
  await db.execute(sql.raw('alter table audit_events disable trigger audit_events_append_only'));
  try {
    await db.execute(sql.raw(change));
  } finally {
    await db.execute(sql.raw('alter table audit_events enable trigger audit_events_append_only'));
  }
}

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  const person = await signedInUser(testApp, 'chain-owner@example.com');
  const created = await organizationOwnedBy(person, 'chain-co');
  owner = created.dashboard;
  organizationId = created.id;
  for (const name of ['One', 'Two', 'Three', 'Four']) {
    expect((await owner.post('/dashboard/views', viewBody(name))).statusCode).toBe(201);
  }
});
afterAll(() => testApp.close());

describe('V16.4.2 the audit log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of an entry, whoever asks', async () => {
    const [first] = await entriesOf(organizationId);
    if (!first) throw new Error('no entry');
    await expect(
      db.update(auditEvents).set({ actorName: 'Someone else' }).where(eq(auditEvents.id, first.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditEvents).where(eq(auditEvents.id, first.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_events`)).rejects.toThrow();
    expect((await entriesOf(organizationId)).map((entry) => entry.actorName)).toContain(first.actorName);
    expect(await verifyAuditChain(db, ring, organizationId)).toEqual({ ok: true, entries: 4 });
  });
});

describe('V16.4.3 the chain shows an edit made past the guard', () => {
  it('verifies an untouched chain, then names the first entry edited underneath', async () => {
    const person = await signedInUser(testApp, 'chain-tamper@example.com');
    const { id, dashboard } = await organizationOwnedBy(person, 'chain-tamper');
    for (const name of ['A', 'B', 'C']) await dashboard.post('/dashboard/views', viewBody(name));
    expect(await verifyAuditChain(db, ring, id)).toEqual({ ok: true, entries: 3 });
    const [, second] = await entriesOf(id);
    if (!second) throw new Error('no second entry');
    await pastTheGuard(`update audit_events set resource_name = 'Renamed' where id = '${second.id}'`);
    expect(await verifyAuditChain(db, ring, id)).toMatchObject({
      ok: false,
      seq: 2,
      id: second.id,
      entries: 1,
    });
  });

  it('names a gap where an entry was deleted, and a chain cut short at its end', async () => {
    const person = await signedInUser(testApp, 'chain-gap@example.com');
    const { id, dashboard } = await organizationOwnedBy(person, 'chain-gap');
    for (const name of ['A', 'B', 'C']) await dashboard.post('/dashboard/views', viewBody(name));
    const [first, second, third] = await entriesOf(id);
    if (!first || !second || !third) throw new Error('three entries expected');
    await pastTheGuard(`delete from audit_events where id = '${third.id}'`);
    expect(await verifyAuditChain(db, ring, id)).toMatchObject({ ok: false, seq: 3, id: null, entries: 2 });
    await pastTheGuard(`delete from audit_events where id = '${first.id}'`);
    expect(await verifyAuditChain(db, ring, id)).toMatchObject({
      ok: false,
      seq: 2,
      reason: 'entry 1 is missing',
    });
  });

  it('keeps one chain without a fork when twelve changes are recorded at once', async () => {
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, index) => owner.post('/dashboard/views', viewBody(`Parallel ${index}`))),
    );
    expect(made.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    const entries = await entriesOf(organizationId);
    expect(entries.map((entry) => entry.seq)).toEqual(entries.map((_, index) => index + 1));
    const [head] = await db
      .select()
      .from(auditChainHeads)
      .where(eq(auditChainHeads.organizationId, organizationId));
    expect(head?.lastSeq).toBe(entries.length);
    expect(await verifyAuditChain(db, ring, organizationId)).toEqual({ ok: true, entries: entries.length });
  });
});

describe('V16.3.3 an entry is written with its change, or neither is', () => {
  it('keeps the role when its entry cannot be written, and writes no entry for a refused change', async () => {
    const person = await signedInUser(testApp, 'chain-atomic@example.com');
    const { id, dashboard } = await organizationOwnedBy(person, 'chain-atomic');
    const newcomer = await signedInUser(testApp, 'chain-newcomer@example.com');
    const [user] = await db
      .execute(sql`select id from users where email = 'chain-newcomer@example.com'`)
      .then((result) => (Array.isArray(result) ? result : (result as { rows: Array<{ id: string }> }).rows));
    const [membership] = await db
      .insert(memberships)
      .values({ organizationId: id, userId: (user as { id: string }).id, role: 'member' })
      .returning();
    if (!membership || !newcomer) throw new Error('no membership');
    const before = (await entriesOf(id)).length;
    // A refused change (an unknown member) writes nothing.
    expect(
      (
        await dashboard.patch('/organization/members/00000000-0000-4000-8000-000000000000', {
          role: 'viewer',
        })
      ).statusCode,
    ).toBe(404);
    expect(await entriesOf(id)).toHaveLength(before);
    // The log refuses this entry: the role change fails with it, and the role stays.
    await db.execute(
      sql.raw(
        `alter table audit_events add constraint refuse_role_entries check (action <> 'member.role_changed') not valid`,
      ),
    );
    try {
      const failed = await dashboard.patch(`/organization/members/${membership.id}`, { role: 'viewer' });
      expect(failed.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('alter table audit_events drop constraint refuse_role_entries'));
    }
    const [kept] = await db.select().from(memberships).where(eq(memberships.id, membership.id));
    expect(kept?.role).toBe('member');
    expect(await entriesOf(id)).toHaveLength(before);
    expect(await verifyAuditChain(db, ring, id)).toEqual({ ok: true, entries: before });
  });

  it('never records a field named like a secret', async () => {
    const actor: AuditActor = {
      type: 'user',
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Someone',
      sessionId: null,
      ip: null,
      userAgent: null,
      requestId: null,
    };
    await expect(
      appendAuditEvent(db, ring, actor, {
        organizationId,
        action: 'organization.settings_changed',
        resource: { id: organizationId, name: 'x' },
        changes: { password_hash: { before: 'a', after: 'b' } },
      }),
    ).rejects.toThrow(/never records a secret/);
  });
});

describe('V16.4.1 retention prunes the oldest entries and keeps the chain verifiable', () => {
  it('prunes what is past the retention, anchors the chain at the last pruned entry, and goes on from there', async () => {
    const person = await signedInUser(testApp, 'chain-retention@example.com');
    const { id, dashboard } = await organizationOwnedBy(person, 'chain-retention');
    for (const name of ['A', 'B', 'C', 'D']) await dashboard.post('/dashboard/views', viewBody(name));
    const entries = await entriesOf(id);
    const second = entries[1];
    if (!second) throw new Error('entries expected');
    // "Now" is a day after the second entry: with a retention of one day, the first two are past it.
    const now = new Date(second.createdAt.getTime() + 24 * 60 * 60 * 1000 + 1);
    const olderElsewhere = (await db.select().from(auditEvents)).filter(
      (entry) => entry.organizationId !== id && entry.createdAt <= second.createdAt,
    ).length;
    const pruned = await pruneAuditEvents(db, now, 1);
    expect(pruned).toBeGreaterThanOrEqual(2);
    expect(pruned).toBeLessThanOrEqual(2 + olderElsewhere);
    expect((await entriesOf(id)).map((entry) => entry.seq)).toEqual([3, 4]);
    const [head] = await db.select().from(auditChainHeads).where(eq(auditChainHeads.organizationId, id));
    expect(head).toMatchObject({ anchorSeq: 2, anchorHash: second.hash, lastSeq: 4 });
    expect(await verifyAuditChain(db, ring, id)).toEqual({ ok: true, entries: 2 });
    await dashboard.post('/dashboard/views', viewBody('E'));
    expect(await verifyAuditChain(db, ring, id)).toEqual({ ok: true, entries: 3 });
    for (const verdict of await Promise.all(
      [organizationId].map((organization) => verifyAuditChain(db, ring, organization)),
    ))
      expect(verdict.ok).toBe(true);
  });
});
