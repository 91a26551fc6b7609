import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../hit-counters/hit-counter-table';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { organizationBody, organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';
import { users } from '../users/tables';
import {
  INVITATIONS_PER_ADDRESS_DAY,
  INVITATIONS_PER_INVITER_DAY,
  INVITATIONS_PER_INVITER_HOUR,
  INVITATIONS_PER_ORGANIZATION_HOUR,
} from './invitation-limits';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('invitations are no spam relay (issue 9, anti-automation)', () => {
  it('sends at most 5 invitations a day to one address, across organisations', async () => {
    const owner = await signedInUser(testApp, 'spam-owner@example.com');
    const first = (await organizationOwnedBy(owner, 'spam-one')).dashboard;
    const second = (await organizationOwnedBy(owner, 'spam-two')).dashboard;
    const statuses: number[] = [];
    for (let round = 0; round < INVITATIONS_PER_ADDRESS_DAY + 2; round += 1) {
      const from = round % 2 === 0 ? first : second;
      statuses.push(
        (
          await from.post('/organization/invites', {
            email: 'target@example.com',
            role: 'member',
            replace: true,
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, INVITATIONS_PER_ADDRESS_DAY)).toEqual(
      Array(INVITATIONS_PER_ADDRESS_DAY).fill(201),
    );
    expect(statuses.slice(INVITATIONS_PER_ADDRESS_DAY)).toEqual([429, 429]);
  });

  it('sends at most 50 invitations an hour from one organisation, with Retry-After beyond', async () => {
    const owner = await signedInUser(testApp, 'bulk-owner@example.com');
    const { dashboard } = await organizationOwnedBy(owner, 'bulk-co');
    const answers = await Promise.all(
      Array.from({ length: INVITATIONS_PER_ORGANIZATION_HOUR + 5 }, (_, index) =>
        dashboard.post('/organization/invites', { email: `person-${index}@example.com`, role: 'viewer' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(INVITATIONS_PER_ORGANIZATION_HOUR);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('resends one invitation at most once per 10 minutes', async () => {
    const owner = await signedInUser(testApp, 'resend-owner@example.com');
    const { dashboard } = await organizationOwnedBy(owner, 'resend-co');
    const invitation = await dashboard.post('/organization/invites', {
      email: 'slow@example.com',
      role: 'member',
    });
    const id = invitation.json().data.id;
    expect((await dashboard.post(`/organization/invites/${id}/resend`)).statusCode).toBe(200);
    expect((await dashboard.post(`/organization/invites/${id}/resend`)).statusCode).toBe(429);
  });

  it('refuses links, addresses and control characters in person and organisation names', async () => {
    const visitor = new ApiClient(testApp.app);
    const registration = await visitor.post('/registration', {
      first_name: 'Claim your prize at https://evil.example',
      last_name: 'Smith',
      email: 'prize@example.com',
      password: 'Harbour-Lantern-42',
      locale: 'en',
    });
    expect(registration.statusCode).toBe(422);
    expect(JSON.stringify(registration.json().errors)).toContain('validation__name_link');
    const owner = await signedInUser(testApp, 'names-owner@example.com');
    const organization = await owner.post(
      '/organization',
      organizationBody('names-co', { name: 'Write to boss@evil.example' }),
    );
    expect(organization.statusCode).toBe(422);
    expect(JSON.stringify(organization.json().errors)).toContain('validation__name_address');
  });

  it('V2.4.1 sends at most 100 invitations an hour per inviter from all their organisations: a third organisation brings no fresh allowance', async () => {
    const owner = await signedInUser(testApp, 'many-orgs@example.com');
    const first = (await organizationOwnedBy(owner, 'inviter-one')).dashboard;
    const second = (await organizationOwnedBy(owner, 'inviter-two')).dashboard;
    const answers = await Promise.all(
      Array.from({ length: INVITATIONS_PER_INVITER_HOUR }, (_, index) =>
        (index % 2 === 0 ? first : second).post('/organization/invites', {
          email: `team-${index}@example.com`,
          role: 'viewer',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(INVITATIONS_PER_INVITER_HOUR).fill(201));
    const third = (await organizationOwnedBy(owner, 'inviter-three')).dashboard;
    const refused = await third.post('/organization/invites', {
      email: 'one-more@example.com',
      role: 'viewer',
    });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'invitations_per_inviter',
      meta: {
        retry_after: retryAfter,
        params: { hour: INVITATIONS_PER_INVITER_HOUR, day: INVITATIONS_PER_INVITER_DAY },
      },
    });
  });

  it('V2.4.1 sends at most 200 invitations a day per inviter, with Retry-After until the day ends', async () => {
    const email = 'daily-inviter@example.com';
    const owner = await signedInUser(testApp, email);
    const { dashboard } = await organizationOwnedBy(owner, 'daily-invites');
    const [user] = await testApp.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    // The day's allowance spent earlier today, in other hours and other organisations.
    await testApp.database.db.insert(rateLimitCounters).values({
      key: `invite:inviter-day:${user?.id}`,
      hits: INVITATIONS_PER_INVITER_DAY,
      windowEndsAt: new Date(Date.now() + 5 * 3600 * 1000),
    });
    const refused = await dashboard.post('/organization/invites', {
      email: 'late@example.com',
      role: 'viewer',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].code).toBe('invitations_per_inviter');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(4 * 3600);
    expect((await dashboard.get('/organization/invites')).json().data).toEqual([]);
  });
});
