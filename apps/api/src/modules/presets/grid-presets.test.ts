import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { joinedMember, organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';

let testApp: TestApp;
let catcher: MailCatcher;
let owner: ApiClient;
let member: ApiClient;
let stranger: ApiClient;

const shared = (kind: 'view' | 'filter', name: string, extra: Record<string, unknown> = {}) => ({
  data: {
    type: kind,
    attributes: {
      grid_code: 'countries',
      name,
      access_scope: 'organization',
      is_favorite: true,
      position: 0,
      filters: [{ key: 'continent', value: '"EU"' }],
      ...extra,
    },
  },
});
const columns = (grid: string) => ({
  data: {
    type: 'columns',
    attributes: {
      grid_code: grid,
      table_columns: [{ property: 'name', fixed: true, width: 200, position: 0 }],
      column_editing: true,
    },
  },
});
const presetsOf = async (client: ApiClient, grid = 'countries') => {
  const answer = await client.get(`/dashboard/presets?filter[grid_code]=${grid}`);
  expect(answer.statusCode).toBe(200);
  const { views, filters, columns } = answer.json().data;
  return {
    views: views.map((view: { attributes: { name: string } }) => view.attributes.name),
    filters: filters.map((filter: { attributes: { name: string } }) => filter.attributes.name),
    columns,
  };
};

beforeAll(async () => {
  catcher = await startMailCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url });
  ({ dashboard: owner } = await organizationOwnedBy(
    await signedInUser(testApp, 'presets-owner@example.com'),
    'presets-co',
  ));
  member = await joinedMember(testApp, catcher, owner, 'presets-member@example.com', 'member');
  ({ dashboard: stranger } = await organizationOwnedBy(
    await signedInUser(testApp, 'presets-stranger@example.com'),
    'presets-other',
  ));
  const saved = [
    await owner.post('/dashboard/views', shared('view', 'Shared view', { position: 1 })),
    await owner.post('/dashboard/views', shared('view', 'Shared view on top', { position: 5 })),
    await owner.post('/dashboard/views', shared('view', 'Owner private view', { access_scope: 'private' })),
    await owner.post('/dashboard/views', shared('view', 'Not a favourite', { is_favorite: false })),
    await owner.post(
      '/dashboard/views',
      shared('view', 'Currencies view', { grid_code: 'currencies', filters: [] }),
    ),
    await member.post('/dashboard/views', shared('view', 'Member private view', { access_scope: 'private' })),
    await owner.post('/dashboard/filters', shared('filter', 'Shared filter')),
    await member.post('/dashboard/filters', shared('filter', 'Member filter', { access_scope: 'private' })),
    await stranger.post('/dashboard/views', shared('view', 'Another organisation’s view')),
    await owner.post('/dashboard/columns', columns('countries')),
    await member.post('/dashboard/columns', columns('countries')),
    await owner.post('/dashboard/columns', columns('currencies')),
  ];
  for (const answer of saved) expect(answer.statusCode, answer.body).toBe(201);
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

describe('GET /dashboard/presets: a grid page’s presets in one request (issue 34)', () => {
  it('answers the favourite views and filters the reader sees, highest position first, and their own columns', async () => {
    const forOwner = await presetsOf(owner);
    expect(forOwner.views).toEqual(['Shared view on top', 'Shared view', 'Owner private view']);
    expect(forOwner.filters).toEqual(['Shared filter']);
    expect(forOwner.columns).toMatchObject({
      type: 'columns',
      attributes: { grid_code: 'countries', column_editing: true },
    });

    const forMember = await presetsOf(member);
    expect(forMember.views).toEqual(['Shared view on top', 'Shared view', 'Member private view']);
    // At the same position the newer comes first.
    expect(forMember.filters).toEqual(['Member filter', 'Shared filter']);
    expect(forMember.columns.id).not.toBe(forOwner.columns.id);
  });

  it('answers the same presets the paged lists and the columns list answer', async () => {
    const views = (
      await owner.get('/dashboard/views?filter[grid_code]=countries&filter[is_favorite]=true')
    ).json();
    const filters = (
      await owner.get('/dashboard/filters?filter[grid_code]=countries&filter[is_favorite]=true')
    ).json();
    const saved = (await owner.get('/dashboard/columns?filter[grid_code]=countries')).json();
    const together = (await owner.get('/dashboard/presets?filter[grid_code]=countries')).json().data;
    expect(together.views).toEqual(views.data);
    expect(together.filters).toEqual(filters.data);
    expect(together.columns).toEqual(saved.data[0]);
  });

  it('keeps other grids and other organisations out, and answers null columns where none are saved', async () => {
    expect(await presetsOf(owner, 'currencies')).toMatchObject({ views: ['Currencies view'], filters: [] });
    expect(await presetsOf(stranger)).toEqual({
      views: ['Another organisation’s view'],
      filters: [],
      columns: null,
    });
  });

  it('serves each kind on its own path only: another kind’s id answers 404, for reading, changing and deleting', async () => {
    const idOf = async (path: string) => (await owner.get(path)).json().data[0].id as string;
    const ids = {
      view: await idOf('/dashboard/views?filter[grid_code]=countries'),
      filter: await idOf('/dashboard/filters?filter[grid_code]=countries'),
      columns: await idOf('/dashboard/columns?filter[grid_code]=countries'),
    };
    const paths = { view: '/dashboard/views', filter: '/dashboard/filters', columns: '/dashboard/columns' };
    const bodies = {
      view: { data: { type: 'view', attributes: { name: 'Renamed' } } },
      filter: { data: { type: 'filter', attributes: { name: 'Renamed' } } },
      columns: { data: { type: 'columns', attributes: { column_editing: false } } },
    };
    for (const [kind, path] of Object.entries(paths) as Array<[keyof typeof paths, string]>) {
      for (const [other, id] of Object.entries(ids)) {
        if (other === kind) continue;
        if (kind !== 'columns')
          expect((await owner.get(`${path}/${id}`)).statusCode, `GET ${path} ${other}`).toBe(404);
        expect((await owner.patch(`${path}/${id}`, bodies[kind])).statusCode, `PATCH ${path} ${other}`).toBe(
          404,
        );
        expect((await owner.delete(`${path}/${id}`)).statusCode, `DELETE ${path} ${other}`).toBe(404);
      }
    }
    const reorder = (id: string) => ({
      data: { type: 'bulk-update', attributes: { grid_code: 'countries', favorites: [{ id, position: 9 }] } },
    });
    expect((await owner.patch('/dashboard/views/favorites', reorder(ids.filter))).statusCode).toBe(404);
    expect((await owner.patch('/dashboard/filters/favorites', reorder(ids.view))).statusCode).toBe(404);
    // Nothing was changed or lost on the way.
    expect(await presetsOf(owner)).toMatchObject({
      views: ['Shared view on top', 'Shared view', 'Owner private view'],
      filters: ['Shared filter'],
    });
    expect((await owner.get(`/dashboard/views/${ids.view}`)).statusCode).toBe(200);
    expect((await owner.get(`/dashboard/filters/${ids.filter}`)).statusCode).toBe(200);
  });

  it('refuses a request without a grid code, and one without a session', async () => {
    expect((await owner.get('/dashboard/presets')).statusCode).toBe(422);
    expect((await owner.get('/dashboard/presets?filter[grid_code]=Not%20a%20grid')).statusCode).toBe(422);
    const signedOut = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/presets?filter[grid_code]=countries',
      headers: { host: 'presets-co.app.localhost:3000' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
