import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';

let testApp: TestApp;
let member: ApiClient;

const filter = (name: string, extra: Record<string, unknown> = {}) => ({
  data: {
    type: 'filter',
    attributes: {
      grid_code: 'countries',
      name,
      access_scope: 'private',
      is_favorite: true,
      position: 0,
      filters: [{ key: 'continent', value: '"EU"' }],
      ...extra,
    },
  },
});
type Row = { id: string; owner: string; attributes: { name: string; position: number } };

beforeAll(async () => {
  testApp = await createTestApp();
  ({ dashboard: member } = await organizationOwnedBy(
    await signedInUser(testApp, 'filters-owner@example.com'),
    'filters-co',
  ));
});
afterAll(async () => {
  await testApp.close();
});

describe('saved filters: what a filter alone has (SPEC §7 /dashboard/filters, issue 13)', () => {
  it('keeps at least one filter, and answers 422 naming the field for bad bodies and queries', async () => {
    expect((await member.post('/dashboard/filters', filter('Europe'))).statusCode).toBe(201);
    const cases: Array<[unknown, string]> = [
      [filter(''), '/data/attributes/name'],
      [filter('Bad grid', { grid_code: 'Countries!' }), '/data/attributes/grid_code'],
      [filter('No filters', { filters: [] }), '/data/attributes/filters'],
      [filter('Bad scope', { access_scope: 'public' }), '/data/attributes/access_scope'],
      [filter('Bad position', { position: -1 }), '/data/attributes/position'],
      [{ data: { type: 'view', attributes: filter('Wrong type').data.attributes } }, '/data/type'],
    ];
    for (const [body, pointer] of cases) {
      const response = await member.post('/dashboard/filters', body);
      expect(response.statusCode, pointer).toBe(422);
      expect(
        response.json().errors.map((e: { source?: { pointer?: string } }) => e.source?.pointer),
      ).toContain(pointer);
    }
    const [any] = (await member.get('/dashboard/filters')).json().data as Row[];
    const badPatch = await member.patch(`/dashboard/filters/${any?.id}`, {
      data: { type: 'filter', attributes: { grid_code: 'currencies' } },
    });
    expect(badPatch.statusCode).toBe(422);
    expect((await member.get('/dashboard/filters?page[size]=0')).statusCode).toBe(422);
    expect(
      (
        await member.patch('/dashboard/filters/favorites', {
          data: { type: 'bulk-update', attributes: { grid_code: 'countries', favorites: [{ id: 'x' }] } },
        })
      ).statusCode,
    ).toBe(422);
  });
});
