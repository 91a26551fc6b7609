import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { type PlatformClient, paymentBody, platformKeyOf } from '../../test/platform';
import { signedInUser, TEST_PASSWORD } from '../../test/users';

let testApp: TestApp;
let owner: ApiClient;

beforeAll(async () => {
  testApp = await createTestApp({ PLATFORM_REQUESTS_PER_10_SECONDS: '40' });
  owner = (await organizationOwnedBy(await signedInUser(testApp, 'keys-owner@example.com'), 'keys-co'))
    .dashboard;
});
afterAll(() => testApp.close());

const UNKNOWN_PAYMENT = '/payments/01ARZ3NDEKTSV4RRFFQ69G5FAV';

async function auditActions(organizationHost: ApiClient): Promise<string[]> {
  const response = await organizationHost.get('/audit-log?filter[resource_type]=api_key&page[size]=100');
  return (response.json().data as { attributes: { action: string } }[]).map(
    (entry) => entry.attributes.action,
  );
}

describe('API keys on the Developers page (issue 36)', () => {
  it('shows the secret once, keeps only a digest and the prefix, and records the creation', async () => {
    const response = await owner.post('/organization/api-keys', {
      name: 'Shop',
      mode: 'live',
      permissions: ['payments:read'],
      allowed_cidrs: ['198.51.100.0/24', '2001:db8::1'],
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const { data, meta } = response.json();
    expect(meta.secret).toMatch(/^pg_live_[A-Za-z0-9_-]{43}$/);
    expect(data.attributes).toMatchObject({
      name: 'Shop',
      mode: 'live',
      prefix: meta.secret.slice(0, 12),
      permissions: ['payments:read'],
      allowed_cidrs: ['198.51.100.0/24', '2001:db8::1/128'],
      last_used_at: null,
      revoked_at: null,
    });
    const listed = await owner.get('/organization/api-keys');
    expect(listed.body).not.toContain(meta.secret);
    expect(listed.json().data.map((key: { id: string }) => key.id)).toContain(data.id);
    const stored = await queryRows(testApp.database.db, sql`select * from api_keys where id = ${data.id}`);
    expect(JSON.stringify(stored)).not.toContain(meta.secret.slice(12));
    expect(String(stored[0]?.secret_digest)).toMatch(/^h1\.t1\.[0-9a-f]{64}$/);
    expect(await auditActions(owner)).toContain('api_key.created');
  });

  it('asks the person to prove it is them for every change', async () => {
    const wrong = await owner.post('/organization/api-keys', {
      name: 'Nope',
      mode: 'test',
      permissions: ['payments:read'],
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({
      code: 'invalid_password',
      source: { pointer: '/password' },
    });
    const { id } = await platformKeyOf(testApp.app, owner);
    for (const [path, body] of [
      [`/organization/api-keys/${id}/roll`, { grace_hours: 0, password: 'wrong-password' }],
      [`/organization/api-keys/${id}/revoke`, { password: 'wrong-password' }],
    ] as const) {
      expect((await owner.post(path, body)).statusCode).toBe(422);
    }
    expect(
      (await owner.patch(`/organization/api-keys/${id}`, { name: 'x', password: 'wrong-password' }))
        .statusCode,
    ).toBe(422);
  });

  it('refuses bad input with 422: an unknown permission, a malformed range, a grace past 24 hours', async () => {
    const bad = [
      { name: 'A', mode: 'test', permissions: ['payments:delete'], password: TEST_PASSWORD },
      {
        name: 'A',
        mode: 'test',
        permissions: ['payments:read'],
        allowed_cidrs: ['10.0.0.0/33'],
        password: TEST_PASSWORD,
      },
      { name: 'A', mode: 'test', permissions: [], password: TEST_PASSWORD },
      { name: '', mode: 'test', permissions: ['payments:read'], password: TEST_PASSWORD },
    ];
    for (const body of bad) expect((await owner.post('/organization/api-keys', body)).statusCode).toBe(422);
    const { id } = await platformKeyOf(testApp.app, owner);
    const roll = await owner.post(`/organization/api-keys/${id}/roll`, {
      grace_hours: 25,
      password: TEST_PASSWORD,
    });
    expect(roll.statusCode).toBe(422);
  });

  it('rolls a key: the old secret works through its grace, then never; grace 0 ends it at once', async () => {
    const { id, platform } = await platformKeyOf(testApp.app, owner);
    const rolled = await owner.post(`/organization/api-keys/${id}/roll`, {
      grace_hours: 1,
      password: TEST_PASSWORD,
    });
    expect(rolled.statusCode).toBe(200);
    const fresh = platform.from({ secret: rolled.json().meta.secret });
    expect(rolled.json().data.attributes.previous_secret_expires_at).not.toBeNull();
    expect((await platform.get(UNKNOWN_PAYMENT)).statusCode).toBe(404);
    expect((await fresh.get(UNKNOWN_PAYMENT)).statusCode).toBe(404);
    // Past the grace: the previous secret is refused like any unknown key.
    await testApp.database.db.execute(
      sql`update api_keys set previous_expires_at = now() - interval '1 second' where id = ${id}`,
    );
    expect((await platform.get(UNKNOWN_PAYMENT)).statusCode).toBe(401);
    const again = await owner.post(`/organization/api-keys/${id}/roll`, {
      grace_hours: 0,
      password: TEST_PASSWORD,
    });
    expect((await fresh.get(UNKNOWN_PAYMENT)).statusCode).toBe(401);
    expect((await fresh.from({ secret: again.json().meta.secret }).get(UNKNOWN_PAYMENT)).statusCode).toBe(
      404,
    );
    expect(await auditActions(owner)).toContain('api_key.rolled');
  });

  it('answers 401 to a revoked key, an expired key and a secret that is not one', async () => {
    const revoked = await platformKeyOf(testApp.app, owner);
    expect(
      (await owner.post(`/organization/api-keys/${revoked.id}/revoke`, { password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
    const expired = await platformKeyOf(testApp.app, owner, {
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    await testApp.database.db.execute(
      sql`update api_keys set expires_at = now() - interval '1 second' where id = ${expired.id}`,
    );
    for (const platform of [
      revoked.platform,
      expired.platform,
      revoked.platform.from({ secret: 'pg_test_not-a-key' }),
      revoked.platform.from({ secret: `pg_test_${'A'.repeat(43)}` }),
    ]) {
      const response = await platform.get(UNKNOWN_PAYMENT);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toContain('Bearer');
    }
    const none = await testApp.app.inject({ method: 'GET', url: `/api/platform/v1${UNKNOWN_PAYMENT}` });
    expect(none.statusCode).toBe(401);
    const changed = await owner.post(`/organization/api-keys/${revoked.id}/roll`, {
      grace_hours: 0,
      password: TEST_PASSWORD,
    });
    expect(changed.statusCode).toBe(409);
    expect(await auditActions(owner)).toContain('api_key.revoked');
  });

  it('answers 403 from an address outside the allow-list, and to a key without the permission', async () => {
    const listed = await platformKeyOf(testApp.app, owner, {
      allowed_cidrs: ['198.51.100.0/24', '2001:db8::/32'],
    });
    expect((await listed.platform.from({ ip: '198.51.100.99' }).get(UNKNOWN_PAYMENT)).statusCode).toBe(404);
    expect((await listed.platform.from({ ip: '2001:db8::5' }).get(UNKNOWN_PAYMENT)).statusCode).toBe(404);
    const outside = await listed.platform.from({ ip: '203.0.113.9' }).get(UNKNOWN_PAYMENT);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().errors[0].code).toBe('address_not_allowed');
    // From outside, a stolen key tells nothing more: not even which organisation's host is its own.
    const elsewhere = listed.platform.from({ ip: '203.0.113.9', host: 'someone-else.app.localhost:3000' });
    expect((await elsewhere.get(UNKNOWN_PAYMENT)).statusCode).toBe(403);
    const readOnly = await platformKeyOf(testApp.app, owner, { permissions: ['payments:read'] });
    const write = await readOnly.platform.post('/payments', paymentBody());
    expect(write.statusCode).toBe(403);
    expect(write.json().errors[0].code).toBe('permission_missing');
    expect((await readOnly.platform.get('/events')).statusCode).toBe(403);
  });

  it('keeps the console and the platform API apart: a session opens no platform route, a key no console route', async () => {
    const session = await testApp.app.inject({
      method: 'GET',
      url: `/api/platform/v1${UNKNOWN_PAYMENT}`,
      headers: {
        host: owner.host,
        cookie: [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-requested-with': 'XMLHttpRequest',
      },
    });
    expect(session.statusCode).toBe(401);
    const { secret } = await platformKeyOf(testApp.app, owner);
    const console = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/payments',
      headers: { host: owner.host, authorization: `Bearer ${secret}` },
    });
    expect(console.statusCode).toBe(401);
  });

  it('gives another organisation’s key 404 for this organisation’s payments, and on its host', async () => {
    const mine = await platformKeyOf(testApp.app, owner);
    const created = await mine.platform.post('/payments', paymentBody());
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const other = (
      await organizationOwnedBy(await signedInUser(testApp, 'keys-other@example.com'), 'keys-other')
    ).dashboard;
    const theirs = await platformKeyOf(testApp.app, other);
    expect((await theirs.platform.get(`/payments/${id}`)).statusCode).toBe(404);
    expect((await theirs.platform.post(`/payments/${id}/status`, { status: 'success' })).statusCode).toBe(
      404,
    );
    expect((await theirs.platform.from({ host: owner.host }).get(`/payments/${id}`)).statusCode).toBe(404);
    expect((await mine.platform.from({ host: owner.host }).get(`/payments/${id}`)).statusCode).toBe(200);
    const listed = await theirs.platform.get('/payments');
    expect(listed.body).not.toContain(id);
    // The owner's keys are not theirs to see or change either.
    expect(
      (await other.post(`/organization/api-keys/${mine.id}/revoke`, { password: TEST_PASSWORD })).statusCode,
    ).toBe(404);
    expect((await other.get('/organization/api-keys')).body).not.toContain(mine.id);
  });

  it('says when and from where a key was used last, written at most once a minute', async () => {
    const { id, platform } = await platformKeyOf(testApp.app, owner);
    await platform.from({ ip: '198.51.100.20' }).get(UNKNOWN_PAYMENT);
    const first = (await owner.get('/organization/api-keys'))
      .json()
      .data.find((key: { id: string }) => key.id === id);
    expect(first.attributes.last_used_ip).toBe('198.51.100.20');
    await platform.from({ ip: '198.51.100.21' }).get(UNKNOWN_PAYMENT);
    const second = (await owner.get('/organization/api-keys'))
      .json()
      .data.find((key: { id: string }) => key.id === id);
    expect(second.attributes).toMatchObject({
      last_used_ip: '198.51.100.20',
      last_used_at: first.attributes.last_used_at,
    });
  });

  it('limits each key to its requests a window, with Retry-After and the RateLimit headers', async () => {
    const { platform } = await platformKeyOf(testApp.app, owner);
    const other = await platformKeyOf(testApp.app, owner);
    let limited: Awaited<ReturnType<PlatformClient['get']>> | undefined;
    for (let call = 0; call < 45 && !limited; call += 1) {
      const response = await platform.get(UNKNOWN_PAYMENT);
      expect(response.headers.ratelimit).toMatch(/^limit=40, remaining=\d+, reset=\d+$/);
      if (response.statusCode === 429) limited = response;
    }
    expect(limited?.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited?.json().errors[0].code).toBe('rate_limited');
    expect((await other.platform.get(UNKNOWN_PAYMENT)).statusCode).toBe(404);
  });

  it('lets only owners and admins manage keys', async () => {
    const response = await owner.post('/organization/invites', {
      email: 'keys-viewer@example.com',
      role: 'member',
    });
    expect(response.statusCode).toBeLessThan(300);
    const member = await signedInUser(testApp, 'keys-viewer@example.com');
    const [invite] = (await member.get('/user/organizations/invites')).json().data;
    await member.patch(`/member-invites/${invite.id}/accept`);
    const there = member.on(owner.host);
    expect((await there.get('/organization/api-keys')).statusCode).toBe(403);
  });
});
