import {
  type FilterValue,
  filterDefinitionsOf,
  gridRequestToQuery,
  invertSort,
  MEMBER_ROLES,
  membersGrid,
  type SortItem,
  serializeFilters,
} from '@paygrid/domain';
import { matchesFilter } from '@paygrid/domain/grid/filter-oracle.test-support';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { signedInUser } from '../../test/users';
import { users } from '../users/tables';
import { memberships, organizations } from './tables';

let testApp: TestApp;
let owner: ApiClient;
let outsider: ApiClient;
const host = 'member-grid-co.app.localhost:3000';
const NOW = Date.now();
const DAY = 86_400_000;

type Person = {
  id: string;
  first: string;
  last: string;
  email: string;
  role: string;
  twoFactor: boolean;
  joined: number;
  /** Milliseconds: the sort's key, since the owner can join in the same second as the newest member. */
  joinedMs: number;
};
let people: Person[] = [];

const createOrganization = async (client: ApiClient, alias: string) => {
  const created = await client.post('/organization', {
    data: {
      type: 'organization',
      attributes: { name: alias, alias, country: 'UA', base_currency: 'UAH', time_zone: 'Europe/Kiev' },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
};

beforeAll(async () => {
  testApp = await createTestApp();
  const creator = await signedInUser(testApp, 'member-grid@example.com');
  await createOrganization(creator, 'member-grid-co');
  owner = creator.on(host);
  const other = await signedInUser(testApp, 'member-grid-other@example.com');
  await createOrganization(other, 'member-grid-other');
  outsider = other.on('member-grid-other.app.localhost:3000');
  const db = testApp.database.db;
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.alias, 'member-grid-co'));
  const firstNames = ['Ann', 'Bohdan', 'Chloé', 'Dmytro', 'Éva', 'Fedir'];
  for (let index = 0; index < 45; index += 1) {
    const number = String((index * 37) % 100).padStart(2, '0');
    const [user] = await db
      .insert(users)
      .values({
        email: `u${number}${firstNames[index % 6]?.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}@example.com`,
        firstName: firstNames[index % 6] ?? 'Ann',
        lastName: `Member${number}`,
        passwordHash: 'not-a-hash',
        totpEnabledAt: index % 3 === 0 ? new Date(NOW - DAY) : null,
      })
      .returning();
    await db.insert(memberships).values({
      organizationId: organization?.id ?? '',
      userId: user?.id ?? '',
      role: MEMBER_ROLES[1 + (index % 3)] ?? 'member',
      createdAt: new Date(NOW - index * 0.9 * DAY),
    });
  }
  // Spread over 40 days and given microseconds, which a timestamp cursor must keep to not repeat a row.
  await db.execute(
    sql`update memberships set created_at = created_at + (id_rank * interval '1 microsecond')
        from (select id as rank_id, row_number() over (order by id) as id_rank from memberships) ranked
        where rank_id = memberships.id`,
  );
  // The reference reads the same rows with a plain query, then filters and sorts them in TypeScript.
  const rows = await db
    .select({ membership: memberships, user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organization?.id ?? ''));
  people = rows.map(({ membership, user }) => ({
    id: membership.id,
    first: user.firstName,
    last: user.lastName,
    email: user.email,
    role: membership.role,
    twoFactor: user.totpEnabledAt !== null,
    joined: Math.floor(membership.createdAt.getTime() / 1000),
    joinedMs: membership.createdAt.getTime(),
  }));
});
afterAll(() => testApp.close());

type Answer = {
  data: Array<{ id: string; attributes: Record<string, unknown> }>;
  meta: { page: { total: number; after: string | null; before: string | null } };
};
const ZONE = 'Europe/Kiev';

function reference(filters: Record<string, FilterValue>, sort: SortItem[]): string[] {
  const fieldOf = (person: Person, key: string): unknown =>
    ({
      search: [person.first, person.last, person.email],
      role: person.role,
      two_factor: person.twoFactor,
      joined_at: person.joined,
    })[key];
  const kept = people.filter((person) =>
    Object.entries(filters).every(([key, value]) => {
      const type = membersGrid.filters.find((filter) => filter.key === key)?.type ?? 'string';
      return matchesFilter(type, value as never, fieldOf(person, key), { timeZone: ZONE });
    }),
  );
  const keys = [...(sort.length > 0 ? sort : membersGrid.defaultSort)];
  keys.push({ param: 'id', direction: keys[0]?.direction ?? 'asc' });
  const key = (person: Person, param: string): string | number =>
    ({
      name: `${person.last} ${person.first}`.toLowerCase(),
      email: person.email,
      role: MEMBER_ROLES.indexOf(person.role as never),
      joined_at: person.joinedMs,
      id: person.id,
    })[param] ?? '';
  return kept
    .sort((left, right) => {
      for (const item of keys) {
        const a = key(left, item.param);
        const b = key(right, item.param);
        if (a !== b) return (a < b ? -1 : 1) * (item.direction === 'asc' ? 1 : -1);
      }
      return 0;
    })
    .map((person) => person.id);
}

const filterArbitrary = fc.record(
  {
    search: fc.constantFrom('ann', 'MEMBER1', 'chloe', 'eva', 'u3', 'example', 'dmy'),
    role: fc.uniqueArray(fc.constantFrom(...MEMBER_ROLES), { minLength: 1, maxLength: 2 }),
    two_factor: fc.boolean(),
    joined_at: fc.oneof(
      fc
        .constantFrom('today', 'last-7-days', 'last-30-days', 'this-month', 'older-than-30-days')
        .map((preset) => ({
          type: 'between' as const,
          preset,
        })),
      fc
        .integer({ min: 1, max: 40 })
        .map((days) => ({ type: 'is-before' as const, lt: Math.floor((NOW - days * DAY) / 1000) })),
    ),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Record<string, FilterValue>>;
const sortArbitrary: fc.Arbitrary<SortItem[]> = fc
  .uniqueArray(fc.constantFrom('name', 'email', 'role', 'joined_at'), { maxLength: 2 })
  .chain((params) =>
    fc.tuple(
      ...params.map((param) =>
        fc.constantFrom('asc', 'desc').map((direction) => ({ param, direction }) as SortItem),
      ),
    ),
  );

const list = async (query: string): Promise<Answer> => {
  const response = await owner.get(`/organization/members/grid?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /organization/members/grid', () => {
  it('equals the plain-TypeScript reference for every filter and sort, walking cursors forward', async () => {
    await fc.assert(
      fc.asyncProperty(
        filterArbitrary,
        sortArbitrary,
        fc.integer({ min: 4, max: 20 }),
        async (filters, sort, size) => {
          const base = { sort, filter: serializeFilters(filterDefinitionsOf(membersGrid), filters) };
          const ids: string[] = [];
          let page = await list(gridRequestToQuery({ ...base, page: { kind: 'cursor', size } }));
          ids.push(...page.data.map((row) => row.id));
          while (page.meta.page.after) {
            page = await list(
              gridRequestToQuery({ ...base, page: { kind: 'cursor', size, after: page.meta.page.after } }),
            );
            ids.push(...page.data.map((row) => row.id));
          }
          expect(ids).toEqual(reference(filters, sort));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('walks back with before cursors from the end (inverted sort), joined_at to the microsecond', async () => {
    const sort: SortItem[] = [{ param: 'joined_at', direction: 'desc' }];
    const inverted = invertSort(sort);
    const pages: Answer[] = [
      await list(gridRequestToQuery({ sort: inverted, filter: {}, page: { kind: 'cursor', size: 7 } })),
    ];
    while (pages.at(-1)?.meta.page.after)
      pages.push(
        await list(
          gridRequestToQuery({
            sort: inverted,
            filter: {},
            page: { kind: 'cursor', size: 7, after: pages.at(-1)?.meta.page.after ?? '' },
          }),
        ),
      );
    expect(pages.flatMap((page) => page.data.map((row) => row.id)).reverse()).toEqual(reference({}, sort));
    const last = pages.at(-1) as Answer;
    const back = await list(
      gridRequestToQuery({
        sort: inverted,
        filter: {},
        page: { kind: 'cursor', size: 7, before: last.meta.page.before ?? '' },
      }),
    );
    expect(back.data.map((row) => row.id)).toEqual(pages.at(-2)?.data.map((row) => row.id));
  });

  it('gives the fields of the grid, limited by columns (the name brings whom and which role, for its actions)', async () => {
    const [row] = (await list('sort=name&page[size]=1&columns=name,two_factor')).data;
    expect(Object.keys(row?.attributes ?? {}).sort()).toEqual([
      'avatar_url',
      'first_name',
      'last_name',
      'role',
      'two_factor',
      'user_id',
    ]);
    const [joined] = (await list('sort=name&page[size]=1&columns=joined_at')).data;
    expect(Object.keys(joined?.attributes ?? {})).toEqual(['joined_at']);
  });

  it('gives each member’s avatar URL beside the name, null for one without (issue 18)', async () => {
    const [someone, other] = people;
    const [withAvatar] = await testApp.database.db
      .update(users)
      .set({ avatarVersion: 'grid-avatar-v1' })
      .where(eq(users.email, someone?.email ?? ''))
      .returning();
    const urlOf = async (email: string | undefined) => {
      const found = await list(`columns=name,email&filter[search]=${encodeURIComponent(email ?? '')}`);
      return found.data.find((row) => row.attributes.email === email)?.attributes.avatar_url;
    };
    expect(await urlOf(someone?.email)).toBe(`/api/v1/users/${withAvatar?.id}/avatar/grid-avatar-v1`);
    expect(await urlOf(other?.email)).toBeNull();
    await testApp.database.db
      .update(users)
      .set({ avatarVersion: null })
      .where(eq(users.email, someone?.email ?? ''));
  });

  it.each([
    ['filter[role]=king', 'filter[role]'],
    ['filter[two_factor]=yes', 'filter[two_factor]'],
    ['filter[joined_at][type]=whenever&filter[joined_at][gte]=1', 'filter[joined_at]'],
    ['filter[joined_at][preset]=next-week', 'filter[joined_at]'],
    ['filter[joined_at][type]=is-after&filter[joined_at][gte]=999999999999999', 'filter[joined_at]'],
    ['filter[joined_at][type]=is-equal-to&filter[joined_at][gte]=-999999999999999', 'filter[joined_at]'],
    ['filter[password]=x', 'filter[password]'],
    ['sort=password_hash', 'sort'],
    ['page[number]=2', 'page[number]'],
    ['page[size]=500', 'page[size]'],
  ])('%s answers 422 naming %s', async (query, parameter) => {
    const response = await owner.get(`/organization/members/grid?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source).toEqual({ parameter });
  });

  it('shows only the organisation’s own members; a stranger gets 404, a visitor 401', async () => {
    const theirs = (await outsider.get('/organization/members/grid')).json() as Answer;
    expect(theirs.meta.page.total).toBe(1);
    expect((await new ApiClient(testApp.app, host).get('/organization/members/grid')).statusCode).toBe(401);
    const stranger = await signedInUser(testApp, 'member-grid-stranger@example.com');
    expect((await stranger.on(host).get('/organization/members/grid')).statusCode).toBe(404);
  });
});

describe('GET /organization/members/export.csv', () => {
  it('exports the filtered members with the chosen columns', async () => {
    const response = await owner.get(
      '/organization/members/export.csv?filter[two_factor]=true&columns=email,role,two_factor&sort=email',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="members-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('email,role,two_factor');
    expect(rows).toHaveLength(people.filter((person) => person.twoFactor).length);
    expect(rows.every((row) => row.endsWith(',true'))).toBe(true);
    expect((await outsider.get('/organization/members/export.csv')).body).not.toContain('u00');
  });
});
