import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';

// What a view alone has: its sort, columns and description (the rules every preset shares are in
// shared-presets.test.ts).

let testApp: TestApp;
let owner: ApiClient;

const view = (name: string, extra: Record<string, unknown> = {}) => ({
  data: {
    type: 'view',
    attributes: {
      grid_code: 'countries',
      name,
      access_scope: 'private',
      is_favorite: true,
      position: 0,
      sort: [{ property: 'name', direction: 'desc' }],
      table_columns: [{ property: 'name', fixed: true, width: 240, position: 0 }],
      filters: [{ key: 'continent', value: '"EU"' }],
      ...extra,
    },
  },
});

beforeAll(async () => {
  testApp = await createTestApp();
  ({ dashboard: owner } = await organizationOwnedBy(
    await signedInUser(testApp, 'views-owner@example.com'),
    'views-co',
  ));
});
afterAll(async () => {
  await testApp.close();
});

describe('saved views: what a view alone has (SPEC §3, §4, §7)', () => {
  it('saves a view with its sort, columns, description and stringified filters, and reads it back', async () => {
    const created = await owner.post(
      '/dashboard/views',
      view('Europe by name', { description: 'For the board' }),
    );
    expect(created.statusCode).toBe(201);
    const expected = {
      type: 'view',
      attributes: {
        grid_code: 'countries',
        name: 'Europe by name',
        description: 'For the board',
        access_scope: 'private',
        is_favorite: true,
        filters: [{ key: 'continent', value: '"EU"' }],
        sort: [{ property: 'name', direction: 'desc' }],
        table_columns: [{ property: 'name', fixed: true, width: 240, position: 0 }],
      },
    };
    expect(created.json().data).toMatchObject(expected);
    expect((await owner.get(`/dashboard/views/${created.json().data.id}`)).json().data).toMatchObject(
      expected,
    );
  });

  it('may drop every filter, its description and its columns (a saved filter keeps one filter at least)', async () => {
    const created = (await owner.post('/dashboard/views', view('Temporary', { position: 5 }))).json().data;
    const changed = await owner.patch(`/dashboard/views/${created.id}`, {
      data: { type: 'view', attributes: { filters: [], description: null, table_columns: [], sort: [] } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({
      filters: [],
      description: null,
      table_columns: [],
      sort: [],
    });
  });

  it('refuses an attribute it does not know, as every preset does (DESIGN: the API is strict)', async () => {
    const unknown = await owner.post('/dashboard/views', view('Strict', { colour: 'teal' }));
    expect(unknown.statusCode).toBe(422);
    const [any] = (await owner.get('/dashboard/views?filter[grid_code]=countries')).json().data;
    const patch = await owner.patch(`/dashboard/views/${any.id}`, {
      data: { type: 'view', attributes: { name: 'x', grid_code: 'currencies' } },
    });
    expect(patch.statusCode).toBe(422);
  });
});
