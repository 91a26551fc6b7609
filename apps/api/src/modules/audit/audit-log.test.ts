import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { dataUrl, twoColourPng } from '../../test/images';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { joinedMember, organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';
import { users } from '../users/tables';

/**
 * Issue 35: every recorded action finds its entry with the right actor, resource and before/after, through the
 * real server; the log is read by owners and admins only, and never across organisations.
 */
let testApp: TestApp;
let catcher: MailCatcher;
let owner: ApiClient;
let admin: ApiClient;
let member: ApiClient;
let viewer: ApiClient;
let organizationId: string;
let outsider: ApiClient;

type Entry = {
  id: string;
  attributes: {
    actor_name: string;
    actor_id: string;
    action: string;
    resource_type: string;
    resource_id: string;
    resource_name: string;
    ip: string | null;
  };
};

type Detail = Entry['attributes'] & {
  changes: Record<string, { before: unknown; after: unknown }> | null;
  details: Record<string, unknown> | null;
  user_agent: string | null;
  session_id: string | null;
  request_id: string | null;
};

/** The newest entries of an action, newest first, read as an owner reads them. */
async function entriesOf(action: string, reader: ApiClient = owner): Promise<Entry[]> {
  const response = await reader.get(`/audit-log?filter[action]=${action}&page[size]=50`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function detailOf(entry: Entry): Promise<Detail> {
  const response = await owner.get(`/audit-log/${entry.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes;
}

/** The one newest entry of an action, in whole. */
async function newest(action: string): Promise<Detail> {
  const [entry] = await entriesOf(action);
  if (!entry) throw new Error(`no ${action} entry`);
  return detailOf(entry);
}

async function userIdOf(email: string): Promise<string> {
  const [user] = await testApp.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

const memberIdOf = async (email: string): Promise<string> => {
  const list = (await owner.get('/organization/members')).json().data as Array<{
    id: string;
    attributes: { email: string };
  }>;
  const found = list.find((row) => row.attributes.email === email);
  if (!found) throw new Error(`${email} is not a member`);
  return found.id;
};

beforeAll(async () => {
  catcher = await startMailCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url });
  const person = await signedInUser(testApp, 'audit-owner@example.com');
  const created = await organizationOwnedBy(person, 'audit-co');
  owner = created.dashboard;
  organizationId = created.id;
  admin = await joinedMember(testApp, catcher, owner, 'audit-admin@example.com', 'admin');
  member = await joinedMember(testApp, catcher, owner, 'audit-member@example.com', 'member');
  viewer = await joinedMember(testApp, catcher, owner, 'audit-viewer@example.com', 'viewer');
  const stranger = await signedInUser(testApp, 'audit-stranger@example.com');
  outsider = (await organizationOwnedBy(stranger, 'audit-other')).dashboard;
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

describe('V16.2.1 invitations are recorded: sent, resent, revoked, accepted, declined', () => {
  it('records the invitations the members joined by: sent by the owner, accepted by the invitee', async () => {
    const sent = (await entriesOf('invitation.sent')).map((entry) => entry.attributes.resource_name);
    expect(sent).toEqual(
      expect.arrayContaining([
        'audit-admin@example.com',
        'audit-member@example.com',
        'audit-viewer@example.com',
      ]),
    );
    const invitation = await newest('invitation.sent');
    expect(invitation).toMatchObject({
      actor_name: 'audit-owner Tester',
      actor_id: await userIdOf('audit-owner@example.com'),
      resource_type: 'invitation',
      resource_name: 'audit-viewer@example.com',
      changes: { role: { before: null, after: 'viewer' } },
    });
    expect(invitation.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(invitation.request_id).toBeTruthy();
    const accepted = await newest('invitation.accepted');
    expect(accepted).toMatchObject({
      actor_id: await userIdOf('audit-viewer@example.com'),
      resource_name: 'audit-viewer@example.com',
      changes: { state: { before: 'pending', after: 'accepted' } },
    });
  });

  it('records a resend, a revoke and a decline, each on its invitation', async () => {
    const invited = await owner.post('/organization/invites', {
      email: 'audit-later@example.com',
      role: 'member',
    });
    expect(invited.statusCode).toBe(201);
    const id = invited.json().data.id;
    expect((await owner.post(`/organization/invites/${id}/resend`)).statusCode).toBe(200);
    const resent = await newest('invitation.resent');
    expect(resent.resource_id).toBe(id);
    expect(Object.keys(resent.changes ?? {})).toEqual(['expires_at']);
    expect((await owner.call('DELETE', `/organization/invites/${id}`)).statusCode).toBe(200);
    expect(await newest('invitation.revoked')).toMatchObject({
      resource_id: id,
      changes: { state: { before: 'pending', after: 'revoked' } },
    });

    await owner.post('/organization/invites', { email: 'audit-decliner@example.com', role: 'viewer' });
    const decliner = await signedInUser(testApp, 'audit-decliner@example.com');
    const [invite] = (await decliner.get('/user/organizations/invites')).json().data;
    expect((await decliner.patch(`/member-invites/${invite.id}/decline`)).statusCode).toBe(200);
    expect(await newest('invitation.declined')).toMatchObject({
      actor_id: await userIdOf('audit-decliner@example.com'),
      resource_id: invite.id,
      changes: { state: { before: 'pending', after: 'declined' } },
    });
  });
});

describe('V16.2.1 members are recorded: role changed, removed, left; ownership transferred', () => {
  it('records a role change with its before and after, and nothing for a refused one', async () => {
    const memberId = await memberIdOf('audit-member@example.com');
    const changed = await owner.patch(`/organization/members/${memberId}`, { role: 'viewer' });
    expect(changed.statusCode).toBe(200);
    expect(await newest('member.role_changed')).toMatchObject({
      resource_type: 'member',
      resource_id: memberId,
      changes: { role: { before: 'member', after: 'viewer' } },
    });
    const before = (await entriesOf('member.role_changed')).length;
    // Refused (an admin cannot touch the owner): no entry.
    const ownerId = await memberIdOf('audit-owner@example.com');
    expect((await admin.patch(`/organization/members/${ownerId}`, { role: 'viewer' })).statusCode).toBe(403);
    // The same role again changes nothing: no entry either.
    expect((await owner.patch(`/organization/members/${memberId}`, { role: 'viewer' })).statusCode).toBe(200);
    expect(await entriesOf('member.role_changed')).toHaveLength(before);
    await owner.patch(`/organization/members/${memberId}`, { role: 'member' });
  });

  it('records a removal by an admin and a member leaving', async () => {
    const leaver = await joinedMember(testApp, catcher, owner, 'audit-leaver@example.com', 'member');
    const removed = await joinedMember(testApp, catcher, owner, 'audit-removed@example.com', 'viewer');
    expect(removed).toBeDefined();
    const removedId = await memberIdOf('audit-removed@example.com');
    expect((await admin.call('DELETE', `/organization/members/${removedId}`)).statusCode).toBe(200);
    expect(await newest('member.removed')).toMatchObject({
      actor_id: await userIdOf('audit-admin@example.com'),
      resource_id: removedId,
      changes: { role: { before: 'viewer', after: null } },
      details: { email: 'audit-removed@example.com' },
    });
    const leaverId = await memberIdOf('audit-leaver@example.com');
    expect((await leaver.post('/organization/leave')).statusCode).toBe(200);
    expect(await newest('member.left')).toMatchObject({
      actor_id: await userIdOf('audit-leaver@example.com'),
      resource_id: leaverId,
    });
  });

  it('records an ownership transfer from the old owner to the new', async () => {
    const person = await signedInUser(testApp, 'audit-transfer@example.com');
    const { dashboard } = await organizationOwnedBy(person, 'audit-transfer');
    const heir = await joinedMember(testApp, catcher, dashboard, 'audit-heir@example.com', 'admin');
    const [heirRow] = (await dashboard.get('/organization/members'))
      .json()
      .data.filter(
        (row: { attributes: { email: string } }) => row.attributes.email === 'audit-heir@example.com',
      );
    expect((await dashboard.post('/organization/owner-transfer', { member_id: heirRow.id })).statusCode).toBe(
      200,
    );
    const [entry] = (await heir.get('/audit-log?filter[action]=organization.ownership_transferred')).json()
      .data;
    expect(entry.attributes).toMatchObject({
      resource_type: 'organization',
      resource_name: 'audit-transfer Payments',
    });
    const detail = (await heir.get(`/audit-log/${entry.id}`)).json().data.attributes;
    expect(detail.changes).toEqual({
      owner: { before: 'audit-transfer Tester', after: 'audit-heir Tester' },
    });
    expect(detail.details).toMatchObject({ to_member_id: heirRow.id });
  });
});

describe('V16.2.1 organisation settings are recorded field by field', () => {
  it('records the fields a settings change changed, and nothing when none did', async () => {
    const body = (attributes: Record<string, string>) => ({ data: { type: 'organization', attributes } });
    expect(
      (await owner.patch('/organization', body({ name: 'Audit Company', time_zone: 'UTC' }))).statusCode,
    ).toBe(200);
    expect((await newest('organization.settings_changed')).changes).toEqual({
      name: { before: 'audit-co Payments', after: 'Audit Company' },
      time_zone: { before: 'Europe/Kiev', after: 'UTC' },
    });
    const count = (await entriesOf('organization.settings_changed')).length;
    expect((await owner.patch('/organization', body({ name: 'Audit Company' }))).statusCode).toBe(200);
    expect(await entriesOf('organization.settings_changed')).toHaveLength(count);
  });

  it('records the two-factor policy, the logo and its removal', async () => {
    await testApp.database.db
      .update(users)
      .set({ totpEnabledAt: new Date() })
      .where(eq(users.email, 'audit-owner@example.com'));
    const policy = { data: { type: 'organization', attributes: { two_factor_policy: 'owners-and-admins' } } };
    expect((await owner.call('PUT', '/organization/two-factor-policy', policy)).statusCode).toBe(200);
    expect((await newest('organization.two_factor_policy_changed')).changes).toEqual({
      two_factor_policy: { before: 'optional', after: 'owners-and-admins' },
    });
    const optional = { data: { type: 'organization', attributes: { two_factor_policy: 'optional' } } };
    expect((await owner.call('PUT', '/organization/two-factor-policy', optional)).statusCode).toBe(200);

    const image = dataUrl(await twoColourPng(64, 64));
    const logo = await owner.call('PUT', '/organization/logo', {
      data: { type: 'logo', attributes: { image } },
    });
    expect(logo.statusCode, logo.body).toBe(200);
    const changed = await newest('organization.logo_changed');
    expect(changed.changes?.logo?.before).toBeNull();
    expect(changed.changes?.logo?.after).toEqual(expect.any(String));
    expect((await owner.call('DELETE', '/organization/logo')).statusCode).toBe(200);
    expect((await newest('organization.logo_removed')).changes?.logo?.after).toBeNull();
  });

  it('records archiving and restoring', async () => {
    const person = await signedInUser(testApp, 'audit-archiver@example.com');
    const { id, dashboard } = await organizationOwnedBy(person, 'audit-archive');
    const archive = { data: { type: 'organization', attributes: { alias: 'audit-archive' } } };
    expect((await dashboard.post('/organization/archive', archive)).statusCode).toBe(200);
    expect((await person.post(`/user/organizations/${id}/restore`)).statusCode).toBe(200);
    const entries = (await dashboard.get('/audit-log')).json().data as Entry[];
    expect(entries.map((entry) => entry.attributes.action).slice(0, 2)).toEqual([
      'organization.restored',
      'organization.archived',
    ]);
  });
});

describe('V16.2.1 shared views and filters are recorded; private ones are their owner’s business', () => {
  const viewBody = (scope: 'private' | 'organization', name: string) => ({
    data: {
      type: 'view',
      attributes: { grid_code: 'payments', name, access_scope: scope, is_favorite: false, position: 0 },
    },
  });

  it('records a shared view made, renamed and deleted, and nothing of a private one', async () => {
    const before = (await owner.get('/audit-log?filter[resource_type]=view')).json().data.length;
    const personal = await member.post('/dashboard/views', viewBody('private', 'Mine'));
    expect(personal.statusCode).toBe(201);
    await member.patch(`/dashboard/views/${personal.json().data.id}`, {
      data: { type: 'view', attributes: { name: 'Still mine' } },
    });
    expect((await owner.get('/audit-log?filter[resource_type]=view')).json().data).toHaveLength(before);

    const shared = await member.post('/dashboard/views', viewBody('organization', 'Failed today'));
    expect(shared.statusCode).toBe(201);
    const id = shared.json().data.id;
    expect(await newest('view.created')).toMatchObject({
      actor_id: await userIdOf('audit-member@example.com'),
      resource_id: id,
      resource_name: 'Failed today',
      details: { grid_code: 'payments' },
      changes: {
        name: { before: null, after: 'Failed today' },
        access_scope: { before: null, after: 'organization' },
      },
    });
    await admin.patch(`/dashboard/views/${id}`, { data: { type: 'view', attributes: { name: 'Failed' } } });
    expect(await newest('view.changed')).toMatchObject({
      actor_id: await userIdOf('audit-admin@example.com'),
      changes: { name: { before: 'Failed today', after: 'Failed' } },
    });
    expect((await member.call('DELETE', `/dashboard/views/${id}`)).statusCode).toBe(200);
    expect(await newest('view.deleted')).toMatchObject({ resource_id: id, resource_name: 'Failed' });
  });

  it('records a shared filter, and the moment a private one is shared', async () => {
    const filter = await member.post('/dashboard/filters', {
      data: {
        type: 'filter',
        attributes: {
          grid_code: 'payments',
          name: 'Refunds',
          access_scope: 'private',
          is_favorite: false,
          position: 0,
          filters: [{ key: 'type', value: 'refund' }],
        },
      },
    });
    expect(filter.statusCode, filter.body).toBe(201);
    const id = filter.json().data.id;
    expect(await entriesOf('filter.created')).toHaveLength(0);
    await member.patch(`/dashboard/filters/${id}`, {
      data: { type: 'filter', attributes: { access_scope: 'organization' } },
    });
    expect(await newest('filter.changed')).toMatchObject({
      resource_id: id,
      changes: { access_scope: { before: 'private', after: 'organization' } },
    });
  });
});

describe('V16.2.1 every export is recorded with its grid, filters and row count', () => {
  it('records a members export and an export of the log itself', async () => {
    const exported = await owner.get('/organization/members/export.csv?filter[role]=admin');
    expect(exported.statusCode).toBe(200);
    const entry = await newest('export.downloaded');
    expect(entry).toMatchObject({
      resource_type: 'export',
      resource_id: 'members',
      details: { grid: 'members', rows: 1, mode: 'live', filters: { role: ['admin'] } },
    });
    expect((await owner.get('/audit-log/export.csv')).statusCode).toBe(200);
    expect((await newest('export.downloaded')).details).toMatchObject({ grid: 'audit-log' });
  });
});

describe('V16.3.1 the log is read by owners and admins of its organisation only', () => {
  it('answers owners and admins, 403 to members and viewers, 404 to another organisation', async () => {
    const [entry] = (await owner.get('/audit-log')).json().data as Entry[];
    if (!entry) throw new Error('the log is empty');
    expect((await admin.get('/audit-log')).statusCode).toBe(200);
    expect((await admin.get(`/audit-log/${entry.id}`)).statusCode).toBe(200);
    for (const reader of [member, viewer]) {
      expect((await reader.get('/audit-log')).statusCode).toBe(403);
      expect((await reader.get(`/audit-log/${entry.id}`)).statusCode).toBe(403);
      expect((await reader.get('/audit-log/export.csv')).statusCode).toBe(403);
    }
    expect((await outsider.get(`/audit-log/${entry.id}`)).statusCode).toBe(404);
    const theirs = (await outsider.get('/audit-log')).json().data as Entry[];
    expect(theirs.every((row) => row.attributes.resource_id !== organizationId)).toBe(true);
    expect(theirs.map((row) => row.id)).not.toContain(entry.id);
  });

  it('filters by actor, action, resource type and date, and searches by resource name or id', async () => {
    const byName = (await owner.get('/audit-log?filter[search]=audit-viewer')).json().data as Entry[];
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((row) => row.attributes.resource_name.includes('audit-viewer'))).toBe(true);
    const memberId = await memberIdOf('audit-member@example.com');
    const byId = (await owner.get(`/audit-log?filter[search]=${memberId.slice(0, 8)}`)).json()
      .data as Entry[];
    expect(byId.map((row) => row.attributes.resource_id)).toContain(memberId);
    const byActor = (await owner.get('/audit-log?filter[actor]=Test')).json().data as Entry[];
    expect(byActor.length).toBeGreaterThan(0);
    const today = (await owner.get('/audit-log?filter[created_at][preset]=today')).json().data as Entry[];
    expect(today.length).toBeGreaterThan(0);
    const members = (await owner.get('/audit-log?filter[resource_type]=member')).json().data as Entry[];
    expect(members.every((row) => row.attributes.resource_type === 'member')).toBe(true);
    expect((await owner.get('/audit-log?filter[action]=payment.refunded')).statusCode).toBe(422);
  });
});
