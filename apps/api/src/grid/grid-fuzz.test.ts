import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import type { ApiClient } from '../test/client';
import { signedInUser } from '../test/users';

let testApp: TestApp;
let person: ApiClient;
beforeAll(async () => {
  testApp = await createTestApp();
  const creator = await signedInUser(testApp, 'fuzz@example.com');
  const created = await creator.post('/organization', {
    data: {
      type: 'organization',
      attributes: {
        name: 'Fuzz',
        alias: 'fuzz-co',
        country: 'UA',
        base_currency: 'UAH',
        time_zone: 'Europe/Kiev',
      },
    },
  });
  expect(created.statusCode).toBe(201);
  person = creator.on('fuzz-co.app.localhost:3000');
});
afterAll(() => testApp.close());

const forgedCursor = fc.jsonValue().map((value) => Buffer.from(JSON.stringify(value)).toString('base64url'));
const cursorOf = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url');
// Cursors shaped like real ones, with values at the edges of their types.
const shapedCursors = [
  cursorOf({ s: 'code', v: ['USD'] }),
  cursorOf({ s: 'name,id', v: ['a', 'not-a-uuid'] }),
  cursorOf({ s: '-joined_at,-id', v: ['0000-01-01T00:00:00Z', 'x'] }),
  cursorOf({ s: 'joined_at,id', v: ['9999-12-31T23:59:59.999999Z', 'x'] }),
  cursorOf({ s: 'joined_at,id', v: ['275760-09-13T00:00:00Z', 'x'] }),
  cursorOf({ s: '-exponent,code', v: [9007199254740991, 'X'] }),
  cursorOf({ s: 'code', v: ['\u0000'] }),
];
const shapedCursor = fc.constantFrom(...shapedCursors);
const value = fc.oneof(
  shapedCursor,
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    'EU',
    'CIS,OFAC',
    'true',
    'on',
    '-1',
    '1e400',
    '2',
    'NaN',
    '[[1,2]]',
    '%00',
    "'; drop table users;--",
  ),
  forgedCursor,
  // Long inputs (issue 33): many words, many characters; past the limits they answer 422.
  fc
    .array(fc.stringMatching(/^[a-z0-9@.]{1,8}$/), { minLength: 5, maxLength: 300 })
    .map((words) => words.join(' ')),
  fc.string({ minLength: 90, maxLength: 2_000 }),
);
const key = fc.oneof(
  fc.constantFrom(
    'filter[search]',
    'filter[continent]',
    'filter[regions]',
    'filter[exponent]',
    'filter[exponent][gte]',
    'filter[role]',
    'filter[two_factor]',
    'filter[joined_at][preset]',
    'filter[joined_at][type]',
    'filter[joined_at][gte]',
    'filter[joined_at][lt]',
    'filter[x][y][z]',
    'filter[]',
    'sort',
    'sort[]',
    'page[size]',
    'page[number]',
    'page[after]',
    'page[before]',
    'page[reversed]',
    'page',
    'columns',
    'view_id',
    'filter',
  ),
  fc.string({ maxLength: 8 }),
);
const query = fc
  .array(fc.tuple(key, value), { maxLength: 6 })
  .map((pairs) => pairs.map(([name, text]) => `${encodeURI(name)}=${encodeURIComponent(text)}`).join('&'));

describe('whatever a list or export request says, the answer is 200, 404 or 422, never a 5xx', () => {
  it.each([
    '/countries',
    '/currencies',
    '/organization/members/grid',
    '/countries/export.csv',
    '/organization/members/export.csv',
  ])('%s', async (path) => {
    await fc.assert(
      fc.asyncProperty(query, async (text) => {
        const response = await person.get(`${path}?${text}`);
        expect([200, 404, 422], `${path}?${text}: ${response.body.slice(0, 300)}`).toContain(
          response.statusCode,
        );
      }),
      { numRuns: 60 },
    );
  });
});

it('every edge-shaped cursor, on every cursor grid and sort, answers 200 or 422', async () => {
  for (const path of ['/currencies', '/organization/members/grid'])
    for (const sort of ['', 'sort=-joined_at&', 'sort=joined_at&', 'sort=-exponent&'])
      for (const cursor of shapedCursors) {
        const response = await person.get(`${path}?${sort}page[after]=${cursor}`);
        expect([200, 422], `${path}?${sort}${cursor}: ${response.body.slice(0, 200)}`).toContain(
          response.statusCode,
        );
      }
});
