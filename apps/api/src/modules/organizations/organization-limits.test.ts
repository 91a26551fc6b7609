import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_HOST, createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationBody } from '../../test/organizations';
import { signedInUser } from '../../test/users';
import { users } from '../users/tables';
import { ORGANIZATIONS_PER_ACCOUNT_DAY, ORGANIZATIONS_PER_ACCOUNT_TOTAL } from './organization-limits';
import { insertOrganizationWithOwner } from './service';
import { organizations } from './tables';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const idOf = async (email: string) => {
  const [row] = await testApp.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};
const createdBy = async (userId: string) =>
  (
    await testApp.database.db
      .select({ n: count() })
      .from(organizations)
      .where(eq(organizations.createdBy, userId))
  )[0]?.n ?? 0;

/** Organisations the account made earlier (another day), straight in the database. */
async function madeEarlier(userId: string, prefix: string, how: number, ownerId = userId) {
  for (let index = 0; index < how; index += 1) {
    const { organization } = await insertOrganizationWithOwner(testApp.database.db, ownerId, {
      name: `${prefix} ${index}`,
      alias: `${prefix}-${index}`,
      country: 'UA',
      baseCurrency: 'UAH',
      timeZone: 'Europe/Kiev',
    });
    await testApp.database.db
      .update(organizations)
      .set({ createdBy: userId })
      .where(eq(organizations.id, organization.id));
  }
}

const create = (owner: ApiClient, alias: string) => owner.post('/organization', organizationBody(alias));

describe('organisations one account may create (issue 33, ADR 0096)', () => {
  it('V2.4.1 creates at most 5 organisations a day per account: the sixth answers 429 with Retry-After, writing nothing', async () => {
    const owner = await signedInUser(testApp, 'daily-maker@example.com');
    const statuses: number[] = [];
    for (let index = 0; index <= ORGANIZATIONS_PER_ACCOUNT_DAY; index += 1) {
      statuses.push((await create(owner, `daily-${index}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(ORGANIZATIONS_PER_ACCOUNT_DAY).fill(201), 429]);
    const refused = await create(owner, 'daily-late');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(refused.json()).toMatchObject({
      message: 'One account may create 5 organisations a day.',
      errors: [
        {
          status: '429',
          code: 'organizations_per_day',
          meta: { retry_after: retryAfter, params: { limit: ORGANIZATIONS_PER_ACCOUNT_DAY } },
        },
      ],
    });
    expect(await createdBy(await idOf('daily-maker@example.com'))).toBe(ORGANIZATIONS_PER_ACCOUNT_DAY);
    // Another account keeps its own allowance.
    const other = await signedInUser(testApp, 'daily-other@example.com');
    expect((await create(other, 'daily-other')).statusCode).toBe(201);
  });

  it('V2.4.1 a refused alias spends none of the day’s allowance', async () => {
    const owner = await signedInUser(testApp, 'taken-maker@example.com');
    expect((await create(owner, 'taken-first')).statusCode).toBe(201);
    for (let round = 0; round < ORGANIZATIONS_PER_ACCOUNT_DAY + 2; round += 1) {
      expect((await create(owner, 'taken-first')).statusCode).toBe(409);
    }
    for (let index = 1; index < ORGANIZATIONS_PER_ACCOUNT_DAY; index += 1) {
      expect((await create(owner, `taken-${index}`)).statusCode).toBe(201);
    }
  });

  it('V2.3.2 creates at most 20 organisations in all per account, archived and handed-over ones included: 403 organizations_in_all', async () => {
    const email = 'total-maker@example.com';
    const owner = await signedInUser(testApp, email);
    const userId = await idOf(email);
    // Made on earlier days; five of them now owned by someone else, which frees nothing.
    await signedInUser(testApp, 'total-heir@example.com');
    await madeEarlier(userId, 'total-old', ORGANIZATIONS_PER_ACCOUNT_TOTAL - 6);
    await madeEarlier(userId, 'total-given', 5, await idOf('total-heir@example.com'));
    await testApp.database.db
      .update(organizations)
      .set({ archivedAt: new Date() })
      .where(eq(organizations.alias, 'total-old-0'));
    expect((await create(owner, 'total-last')).statusCode).toBe(201);
    const refused = await create(owner, 'total-over');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['retry-after']).toBeUndefined();
    expect(refused.json()).toMatchObject({
      message: 'One account may create 20 organisations in all.',
      errors: [
        {
          status: '403',
          code: 'organizations_in_all',
          meta: { params: { limit: ORGANIZATIONS_PER_ACCOUNT_TOTAL } },
        },
      ],
    });
    expect(await createdBy(userId)).toBe(ORGANIZATIONS_PER_ACCOUNT_TOTAL);
    const list = (await owner.get('/user/organizations')).json().data;
    expect(list.map((row: { attributes: { alias: string } }) => row.attributes.alias)).not.toContain(
      'total-over',
    );
  });

  it('V15.4.2 parallel creations at the total never pass it: two places left, five at once, two made', async () => {
    const email = 'race-maker@example.com';
    const owner = await signedInUser(testApp, email);
    const userId = await idOf(email);
    await madeEarlier(userId, 'race-old', ORGANIZATIONS_PER_ACCOUNT_TOTAL - 2);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => create(owner, `race-new-${index}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403]);
    expect(await createdBy(userId)).toBe(ORGANIZATIONS_PER_ACCOUNT_TOTAL);
  });

  it('V2.1.3 documents the limits: POST /organization declares 429 and 403 in the OpenAPI document, invitations 429', async () => {
    const spec = (
      await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { host: APP_HOST } })
    ).json();
    const call = spec.paths['/api/v1/organization'].post;
    expect(Object.keys(call.responses)).toEqual(expect.arrayContaining(['201', '403', '422', '429']));
    expect(call.description).toContain('organizations_in_all');
    for (const path of ['/api/v1/organization/invites', '/api/v1/organization/invites/{id}/resend']) {
      expect(Object.keys(spec.paths[path].post.responses), path).toContain('429');
    }
  });
});
