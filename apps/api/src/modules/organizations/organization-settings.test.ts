import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';
import { users } from '../users/tables';
import { memberships } from './tables';

let testApp: TestApp;
let owner: ApiClient;
let acme: { id: string; dashboard: ApiClient };
let admin: ApiClient;
let member: ApiClient;
let stranger: ApiClient;
let strangerOrg: { id: string; dashboard: ApiClient };

const host = (alias: string) => `${alias}.app.localhost:3000`;
const body = (attributes: Record<string, unknown>) => ({ data: { type: 'organization', attributes } });

async function join(email: string, role: 'admin' | 'member'): Promise<ApiClient> {
  const client = await signedInUser(testApp, email);
  const [user] = await testApp.database.db.select().from(users).where(eq(users.email, email));
  await testApp.database.db
    .insert(memberships)
    .values({ organizationId: acme.id, userId: user?.id ?? '', role });
  return client.on(host('settings-acme'));
}

const enableTwoFactor = (email: string, on: boolean) =>
  testApp.database.db
    .update(users)
    .set({ totpEnabledAt: on ? new Date() : null })
    .where(eq(users.email, email));

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp, 'settings-owner@example.com');
  acme = await organizationOwnedBy(owner, 'settings-acme');
  admin = await join('settings-admin@example.com', 'admin');
  member = await join('settings-member@example.com', 'member');
  stranger = await signedInUser(testApp, 'settings-stranger@example.com');
  strangerOrg = await organizationOwnedBy(stranger, 'settings-other');
});
afterAll(async () => {
  await testApp.close();
});

describe('PATCH /organization (issue 18)', () => {
  it('lets the owner and an admin change name, country, base currency and time zone; GET shows them at once', async () => {
    const changed = await acme.dashboard.patch(
      '/organization',
      body({ name: 'Acme Books', country: 'PL', base_currency: 'PLN', time_zone: 'Europe/Warsaw' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({
      name: 'Acme Books',
      alias: 'settings-acme',
      country: 'PL',
      base_currency: 'PLN',
      time_zone: 'Europe/Warsaw',
    });
    expect((await admin.patch('/organization', body({ time_zone: 'Europe/Kiev' }))).statusCode).toBe(200);
    const read = (await acme.dashboard.get('/organization')).json().data.attributes;
    expect([read.name, read.country, read.time_zone]).toEqual(['Acme Books', 'PL', 'Europe/Kiev']);
  });

  it('refuses a member (403), another organisation’s owner (404) and bad values (422)', async () => {
    expect((await member.patch('/organization', body({ name: 'Mine now' }))).statusCode).toBe(403);
    expect(
      (await stranger.on(host('settings-acme')).patch('/organization', body({ name: 'Mine now' })))
        .statusCode,
    ).toBe(404);
    for (const attributes of [
      { name: 'x' },
      { country: 'XX' },
      { base_currency: 'BTC' },
      { time_zone: 'Mars/Olympus' },
      { alias: 'renamed' },
    ]) {
      const response = await acme.dashboard.patch('/organization', body(attributes));
      expect(response.statusCode, JSON.stringify(attributes)).toBe(422);
    }
    expect((await acme.dashboard.get('/organization')).json().data.attributes.name).toBe('Acme Books');
  });
});

describe('two-factor policy (issue 18)', () => {
  it('is the owner’s: an admin gets 403, another organisation 404; the owner needs 2FA first', async () => {
    const everyone = body({ two_factor_policy: 'everyone' });
    expect((await admin.call('PUT', '/organization/two-factor-policy', everyone)).statusCode).toBe(403);
    expect(
      (await stranger.on(host('settings-acme')).call('PUT', '/organization/two-factor-policy', everyone))
        .statusCode,
    ).toBe(404);
    const unprotected = await acme.dashboard.call('PUT', '/organization/two-factor-policy', everyone);
    expect(unprotected.statusCode).toBe(422);
    expect(unprotected.json().errors[0].code).toBe('two_factor_required');
  });

  it('refuses the organisation’s data to a member who must have 2FA and has not, until they have it', async () => {
    await enableTwoFactor('settings-owner@example.com', true);
    const owners = await acme.dashboard.call(
      'PUT',
      '/organization/two-factor-policy',
      body({ two_factor_policy: 'owners-and-admins' }),
    );
    expect(owners.statusCode).toBe(200);
    expect(owners.json().data.attributes.two_factor_policy).toBe('owners-and-admins');
    // The admin has no 2FA: refused, with the code the console sends them to set-up by.
    const refused = await admin.get('/organization');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('two_factor_required');
    expect((await admin.get('/organization/members')).statusCode).toBe(403);
    // A member is not asked under this policy; under "everyone" they are.
    expect((await member.get('/organization')).statusCode).toBe(200);
    await acme.dashboard.call(
      'PUT',
      '/organization/two-factor-policy',
      body({ two_factor_policy: 'everyone' }),
    );
    expect((await member.get('/organization')).statusCode).toBe(403);
    await enableTwoFactor('settings-member@example.com', true);
    expect((await member.get('/organization')).statusCode).toBe(200);
    // Their own account stays theirs to fix: GET /user works everywhere.
    expect((await admin.get('/user')).statusCode).toBe(200);
    await acme.dashboard.call(
      'PUT',
      '/organization/two-factor-policy',
      body({ two_factor_policy: 'optional' }),
    );
    expect((await admin.get('/organization')).statusCode).toBe(200);
  });
});

describe('archive and restore (issue 18)', () => {
  it('is the owner’s, after typing the alias; an admin gets 403, another organisation 404', async () => {
    const typed = body({ alias: 'settings-acme' });
    expect((await admin.post('/organization/archive', typed)).statusCode).toBe(403);
    expect((await stranger.on(host('settings-acme')).post('/organization/archive', typed)).statusCode).toBe(
      404,
    );
    const mistyped = await acme.dashboard.post('/organization/archive', body({ alias: 'settings-acm' }));
    expect(mistyped.statusCode).toBe(422);
    expect((await acme.dashboard.get('/organization')).statusCode).toBe(200);
  });

  it('takes it out of every member’s list, says so on its sub-domain, deletes nothing; the owner restores it', async () => {
    const archived = await acme.dashboard.post('/organization/archive', body({ alias: 'Settings-Acme' }));
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data.attributes.archived_at).not.toBeNull();
    const aliasesOf = async (client: ApiClient) =>
      ((await client.get('/user/organizations')).json().data as { attributes: { alias: string } }[]).map(
        (organization) => organization.attributes.alias,
      );
    expect(await aliasesOf(admin)).not.toContain('settings-acme');
    expect(await aliasesOf(member)).not.toContain('settings-acme');
    // The owner still lists it, marked archived, to restore it.
    expect(await aliasesOf(owner)).toContain('settings-acme');
    const gone = await member.get('/organization');
    expect(gone.statusCode).toBe(410);
    expect(gone.json().errors[0].code).toBe('organization_archived');
    // It was the owner's current organisation: on the entrance host there is none now, nor at the next sign-in.
    expect((await owner.get('/organization')).statusCode).toBe(404);
    const [ownerRow] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'settings-owner@example.com'));
    expect(ownerRow?.lastOrganizationId).toBeNull();
    const rows = await testApp.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.organizationId, acme.id));
    expect(rows).toHaveLength(3);

    // Restore: only the owner, only an archived organisation of theirs.
    expect((await admin.post(`/user/organizations/${acme.id}/restore`)).statusCode).toBe(404);
    expect((await stranger.post(`/user/organizations/${acme.id}/restore`)).statusCode).toBe(404);
    expect((await owner.post(`/user/organizations/${strangerOrg.id}/restore`)).statusCode).toBe(404);
    const restored = await owner.post(`/user/organizations/${acme.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.attributes.archived_at).toBeNull();
    expect(await aliasesOf(member)).toContain('settings-acme');
    expect((await member.get('/organization')).statusCode).toBe(200);
    expect((await owner.post(`/user/organizations/${acme.id}/restore`)).statusCode).toBe(404);
  });
});
