import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { signedInUser } from '../../test/users';

let testApp: TestApp;
let owner: ApiClient;
let outsider: ApiClient;
let europeView: string;
let currencyView: string;

const organization = async (client: ApiClient, alias: string) => {
  const created = await client.post('/organization', {
    data: {
      type: 'organization',
      attributes: { name: alias, alias, country: 'UA', base_currency: 'UAH', time_zone: 'Europe/Kiev' },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return client.on(`${alias}.app.localhost:3000`);
};
const saveView = async (client: ApiClient, attributes: Record<string, unknown>) => {
  const response = await client.post('/dashboard/views', {
    data: {
      type: 'view',
      attributes: {
        name: 'A view',
        access_scope: 'private',
        is_favorite: true,
        position: 0,
        table_columns: [],
        ...attributes,
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
};

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await organization(await signedInUser(testApp, 'view-list@example.com'), 'view-list-co');
  outsider = await organization(await signedInUser(testApp, 'view-other@example.com'), 'view-other-co');
  europeView = await saveView(owner, {
    grid_code: 'countries',
    sort: [
      { property: 'name', direction: 'desc' },
      { property: 'retired_column', direction: 'asc' },
    ],
    filters: [
      { key: 'continent', value: '"EU"' },
      { key: 'retired_filter', value: '"x"' },
    ],
  });
  currencyView = await saveView(owner, { grid_code: 'currencies', sort: [], filters: [] });
});
afterAll(() => testApp.close());

describe('view_id on a list request (§7)', () => {
  it('applies the view’s sort and filters when the request names none, leaving out what the grid dropped', async () => {
    const answer = (await owner.get(`/countries?view_id=${europeView}&page[size]=100`)).json();
    const rows: Array<{ attributes: { continent: string; name: string } }> = answer.data;
    expect(rows.every((row) => row.attributes.continent === 'EU')).toBe(true);
    const names = rows.map((row) => row.attributes.name);
    expect(names[0]?.localeCompare(names.at(-1) ?? '')).toBeGreaterThan(0);
  });

  it('lets the request’s own filter or sort win', async () => {
    const answer = (
      await owner.get(`/countries?view_id=${europeView}&filter[continent]=AF&page[size]=100`)
    ).json();
    expect(
      answer.data.every((row: { attributes: { continent: string } }) => row.attributes.continent === 'AF'),
    ).toBe(true);
  });

  it('answers 404 for another organisation’s view and 422 for a view of another grid', async () => {
    expect((await outsider.get(`/countries?view_id=${europeView}`)).statusCode).toBe(404);
    const wrongGrid = await owner.get(`/countries?view_id=${currencyView}`);
    expect(wrongGrid.statusCode).toBe(422);
    expect(wrongGrid.json().errors[0].source).toEqual({ parameter: 'view_id' });
  });
});
