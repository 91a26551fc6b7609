import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { joinedMember, organizationBody, organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';

let testApp: TestApp;
let catcher: MailCatcher;
let owner: ApiClient;
let admin: ApiClient;
let member: ApiClient;
let viewer: ApiClient;

const host = 'filters-co.app.localhost:3000';
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
  catcher = await startMailCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url });
  ({ dashboard: owner } = await organizationOwnedBy(
    await signedInUser(testApp, 'filters-owner@example.com'),
    'filters-co',
  ));
  admin = await joinedMember(testApp, catcher, owner, 'filters-admin@example.com', 'admin');
  member = await joinedMember(testApp, catcher, owner, 'filters-member@example.com', 'member');
  viewer = await joinedMember(testApp, catcher, owner, 'filters-viewer@example.com', 'viewer');
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

const names = async (client: ApiClient, query = '?filter[grid_code]=countries') =>
  (await client.get(`/dashboard/filters${query}`)).json().data.map((row: Row) => row.attributes.name);

describe('saved filters (SPEC §7 /dashboard/filters, issue 13)', () => {
  it('saves a named filter preset of a grid and lists it as a favourite', async () => {
    const created = await member.post('/dashboard/filters', filter('Europe'));
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      type: 'filter',
      attributes: {
        grid_code: 'countries',
        name: 'Europe',
        access_scope: 'private',
        is_favorite: true,
        position: 0,
        filters: [{ key: 'continent', value: '"EU"' }],
      },
    });
    const list = (
      await member.get(
        '/dashboard/filters?filter[grid_code]=countries&filter[is_favorite]=true&page[size]=100&page[number]=1',
      )
    ).json();
    expect(list.meta.pages).toBe(1);
    expect(list.data.map((row: Row) => row.attributes.name)).toEqual(['Europe']);
    const one = await member.get(`/dashboard/filters/${created.json().data.id}`);
    expect(one.json().data.attributes.name).toBe('Europe');
    expect(await names(member, '?filter[grid_code]=currencies')).toEqual([]);
  });

  it('keeps a private filter private: another member, even an admin, gets 404', async () => {
    const [mine] = (await member.get('/dashboard/filters?filter[grid_code]=countries')).json().data as Row[];
    for (const other of [admin, owner, viewer]) {
      expect(await names(other)).toEqual([]);
      expect((await other.get(`/dashboard/filters/${mine?.id}`)).statusCode).toBe(404);
      expect(
        (
          await other.patch(`/dashboard/filters/${mine?.id}`, {
            data: { type: 'filter', attributes: { name: 'x' } },
          })
        ).statusCode,
      ).toBe(404);
      expect((await other.delete(`/dashboard/filters/${mine?.id}`)).statusCode).toBe(404);
    }
  });

  it('shares a filter with the organisation: members read it, only its owner or an admin changes it', async () => {
    const shared = (
      await member.post(
        '/dashboard/filters',
        filter('Sanctioned', { access_scope: 'organization', position: 1 }),
      )
    ).json().data as Row;
    expect(await names(viewer)).toEqual(['Sanctioned']);
    const rename = (name: string) => ({ data: { type: 'filter', attributes: { name } } });
    expect((await viewer.patch(`/dashboard/filters/${shared.id}`, rename('Mine'))).statusCode).toBe(403);
    expect((await viewer.delete(`/dashboard/filters/${shared.id}`)).statusCode).toBe(403);
    const byAdmin = await admin.patch(`/dashboard/filters/${shared.id}`, rename('Sanctions lists'));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data).toMatchObject({
      owner: shared.owner,
      attributes: { name: 'Sanctions lists' },
    });
    const byOwner = await member.patch(`/dashboard/filters/${shared.id}`, {
      data: {
        type: 'filter',
        attributes: { is_favorite: false, filters: [{ key: 'sanctioned', value: 'true' }] },
      },
    });
    expect(byOwner.json().data.attributes).toMatchObject({
      is_favorite: false,
      filters: [{ key: 'sanctioned', value: 'true' }],
    });
    const adminShared = (
      await admin.post('/dashboard/filters', filter('Admin shared', { access_scope: 'organization' }))
    ).json().data as Row;
    expect((await member.delete(`/dashboard/filters/${adminShared.id}`)).statusCode).toBe(403);
    expect((await owner.delete(`/dashboard/filters/${adminShared.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/dashboard/filters/${adminShared.id}`)).statusCode).toBe(404);
  });

  it('lets a viewer keep private filters but not share them', async () => {
    expect((await viewer.post('/dashboard/filters', filter('Viewer own'))).statusCode).toBe(201);
    const sharing = await viewer.post(
      '/dashboard/filters',
      filter('For all', { access_scope: 'organization' }),
    );
    expect(sharing.statusCode).toBe(403);
  });

  it('deletes an own filter', async () => {
    const created = (await member.post('/dashboard/filters', filter('Temporary'))).json().data as Row;
    expect((await member.delete(`/dashboard/filters/${created.id}`)).statusCode).toBe(200);
    expect((await member.get(`/dashboard/filters/${created.id}`)).statusCode).toBe(404);
  });

  it('reorders favourites so the first listed has the highest position, all or nothing', async () => {
    await member.post('/dashboard/filters', filter('Asia', { position: 2 }));
    // The list also shows filters others share; only the member's own are theirs to reorder.
    const own = (await member.get('/dashboard/filters?filter[grid_code]=countries')).json().data as Row[];
    const memberId = own.find((row) => row.attributes.name === 'Asia')?.owner;
    const ids = own.filter((row) => row.owner === memberId).map((row) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const reversed = [...ids].reverse();
    const reorder = await member.patch('/dashboard/filters/favorites', {
      data: {
        type: 'bulk-update',
        attributes: {
          grid_code: 'countries',
          favorites: reversed.map((id, index) => ({ id, position: reversed.length - 1 - index })),
        },
      },
    });
    expect(reorder.statusCode).toBe(200);
    const after = ((await member.get('/dashboard/filters?filter[grid_code]=countries')).json().data as Row[])
      .filter((row) => row.owner === memberId)
      .map((row) => row.id);
    expect(after).toEqual(reversed);

    const [foreign] = (await viewer.get('/dashboard/filters?filter[grid_code]=countries')).json()
      .data as Row[];
    const viewerOwn = (
      (await viewer.get('/dashboard/filters?filter[grid_code]=countries')).json().data as Row[]
    ).find((row) => row.attributes.name === 'Viewer own');
    expect(foreign).toBeDefined();
    const refused = await member.patch('/dashboard/filters/favorites', {
      data: {
        type: 'bulk-update',
        attributes: {
          grid_code: 'countries',
          favorites: [
            { id: after[0], position: 0 },
            { id: viewerOwn?.id, position: 9 },
          ],
        },
      },
    });
    expect(refused.statusCode).toBe(404);
    const unchanged = (
      (await member.get('/dashboard/filters?filter[grid_code]=countries')).json().data as Row[]
    )
      .filter((row) => row.owner === memberId)
      .map((row) => row.id);
    expect(unchanged).toEqual(after);
  });

  it('answers 422 naming the field for bad bodies and queries', async () => {
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

  it('answers 404 for every filter call from another organisation', async () => {
    const shared = (
      (await member.get('/dashboard/filters?filter[grid_code]=countries')).json().data as Row[]
    ).find((row) => row.attributes.name === 'Sanctions lists') as Row;
    const outsider = await signedInUser(testApp, 'filters-outsider@example.com');
    await outsider.post('/organization', organizationBody('filters-other'));
    const atVictim = outsider.on(host);
    const atOwn = outsider.on('filters-other.app.localhost:3000');
    for (const call of [
      atVictim.get('/dashboard/filters'),
      atVictim.post('/dashboard/filters', filter('Intrusion')),
      atVictim.get(`/dashboard/filters/${shared.id}`),
      atOwn.get(`/dashboard/filters/${shared.id}`),
      atOwn.patch(`/dashboard/filters/${shared.id}`, { data: { type: 'filter', attributes: { name: 'x' } } }),
      atOwn.delete(`/dashboard/filters/${shared.id}`),
      atOwn.patch('/dashboard/filters/favorites', {
        data: {
          type: 'bulk-update',
          attributes: { grid_code: 'countries', favorites: [{ id: shared.id, position: 1 }] },
        },
      }),
    ]) {
      expect((await call).statusCode).toBe(404);
    }
    expect((await atOwn.get('/dashboard/filters')).json().data).toEqual([]);
    expect((await member.get(`/dashboard/filters/${shared.id}`)).json().data.attributes.name).toBe(
      'Sanctions lists',
    );
  });
});
