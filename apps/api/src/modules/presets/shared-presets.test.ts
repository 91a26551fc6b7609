import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { joinedMember, organizationBody, organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';

// Saved views and saved filters are one kind of thing on two paths (ADR 0099): every rule of sharing, owning,
// favourites and tenancy is proved once, for each. What only one kind has is in saved-views.test.ts and
// saved-filters.test.ts.

let testApp: TestApp;
let catcher: MailCatcher;
let owner: ApiClient;
let admin: ApiClient;
let member: ApiClient;
let viewer: ApiClient;

const host = 'presets-co.app.localhost:3000';
type Row = { id: string; owner: string; attributes: { name: string; position: number } };
const attributes = (name: string, extra: Record<string, unknown>) => ({
  grid_code: 'countries',
  name,
  access_scope: 'private',
  is_favorite: true,
  position: 0,
  filters: [{ key: 'continent', value: '"EU"' }],
  ...extra,
});
const kinds = [
  {
    kind: 'view',
    path: '/dashboard/views',
    preset: (name: string, extra: Record<string, unknown> = {}) => ({
      data: {
        type: 'view',
        attributes: attributes(name, {
          sort: [{ property: 'name', direction: 'desc' }],
          table_columns: [{ property: 'name', fixed: true, width: 240, position: 0 }],
          ...extra,
        }),
      },
    }),
  },
  {
    kind: 'filter',
    path: '/dashboard/filters',
    preset: (name: string, extra: Record<string, unknown> = {}) => ({
      data: { type: 'filter', attributes: attributes(name, extra) },
    }),
  },
];

beforeAll(async () => {
  catcher = await startMailCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url });
  ({ dashboard: owner } = await organizationOwnedBy(
    await signedInUser(testApp, 'presets-owner@example.com'),
    'presets-co',
  ));
  admin = await joinedMember(testApp, catcher, owner, 'presets-admin@example.com', 'admin');
  member = await joinedMember(testApp, catcher, owner, 'presets-member@example.com', 'member');
  viewer = await joinedMember(testApp, catcher, owner, 'presets-viewer@example.com', 'viewer');
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

describe.each(kinds)(
  'saved $kind presets on $path: private or shared, favourites, owners (SPEC §7)',
  ({ kind, path, preset }) => {
    const names = async (client: ApiClient, query = '?filter[grid_code]=countries') =>
      (await client.get(`${path}${query}`)).json().data.map((row: Row) => row.attributes.name);

    it('saves a named preset of a grid and lists it as a favourite', async () => {
      const created = await member.post(`${path}`, preset('Europe'));
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({
        type: kind,
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
          `${path}?filter[grid_code]=countries&filter[is_favorite]=true&page[size]=100&page[number]=1`,
        )
      ).json();
      expect(list.meta.pages).toBe(1);
      expect(list.data.map((row: Row) => row.attributes.name)).toEqual(['Europe']);
      const one = await member.get(`${path}/${created.json().data.id}`);
      expect(one.json().data.attributes.name).toBe('Europe');
      expect(await names(member, '?filter[grid_code]=currencies')).toEqual([]);
    });

    it('keeps a private preset private: another member, even an admin, gets 404', async () => {
      const [mine] = (await member.get(`${path}?filter[grid_code]=countries`)).json().data as Row[];
      for (const other of [admin, owner, viewer]) {
        expect(await names(other)).toEqual([]);
        expect((await other.get(`${path}/${mine?.id}`)).statusCode).toBe(404);
        expect(
          (
            await other.patch(`${path}/${mine?.id}`, {
              data: { type: kind, attributes: { name: 'x' } },
            })
          ).statusCode,
        ).toBe(404);
        expect((await other.delete(`${path}/${mine?.id}`)).statusCode).toBe(404);
      }
    });

    it('shares a preset with the organisation: members read it, only its owner or an admin changes it', async () => {
      const shared = (
        await member.post(`${path}`, preset('Sanctioned', { access_scope: 'organization', position: 1 }))
      ).json().data as Row;
      expect(await names(viewer)).toEqual(['Sanctioned']);
      const rename = (name: string) => ({ data: { type: kind, attributes: { name } } });
      expect((await viewer.patch(`${path}/${shared.id}`, rename('Mine'))).statusCode).toBe(403);
      expect((await viewer.delete(`${path}/${shared.id}`)).statusCode).toBe(403);
      const byAdmin = await admin.patch(`${path}/${shared.id}`, rename('Sanctions lists'));
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().data).toMatchObject({
        owner: shared.owner,
        attributes: { name: 'Sanctions lists' },
      });
      const byOwner = await member.patch(`${path}/${shared.id}`, {
        data: {
          type: kind,
          attributes: { is_favorite: false, filters: [{ key: 'sanctioned', value: 'true' }] },
        },
      });
      expect(byOwner.json().data.attributes).toMatchObject({
        is_favorite: false,
        filters: [{ key: 'sanctioned', value: 'true' }],
      });
      const adminShared = (
        await admin.post(`${path}`, preset('Admin shared', { access_scope: 'organization' }))
      ).json().data as Row;
      expect((await member.delete(`${path}/${adminShared.id}`)).statusCode).toBe(403);
      expect((await owner.delete(`${path}/${adminShared.id}`)).statusCode).toBe(200);
      expect((await admin.get(`${path}/${adminShared.id}`)).statusCode).toBe(404);
    });

    it('lets a viewer keep private presets but not share them', async () => {
      expect((await viewer.post(`${path}`, preset('Viewer own'))).statusCode).toBe(201);
      const sharing = await viewer.post(`${path}`, preset('For all', { access_scope: 'organization' }));
      expect(sharing.statusCode).toBe(403);
    });

    it('deletes an own preset', async () => {
      const created = (await member.post(`${path}`, preset('Temporary'))).json().data as Row;
      expect((await member.delete(`${path}/${created.id}`)).statusCode).toBe(200);
      expect((await member.get(`${path}/${created.id}`)).statusCode).toBe(404);
    });

    it('reorders favourites so the first listed has the highest position, all or nothing', async () => {
      await member.post(`${path}`, preset('Asia', { position: 2 }));
      // The list also shows filters others share; only the member's own are theirs to reorder.
      const own = (await member.get(`${path}?filter[grid_code]=countries`)).json().data as Row[];
      const memberId = own.find((row) => row.attributes.name === 'Asia')?.owner;
      const ids = own.filter((row) => row.owner === memberId).map((row) => row.id);
      expect(ids.length).toBeGreaterThanOrEqual(3);
      const reversed = [...ids].reverse();
      const reorder = await member.patch(`${path}/favorites`, {
        data: {
          type: 'bulk-update',
          attributes: {
            grid_code: 'countries',
            favorites: reversed.map((id, index) => ({ id, position: reversed.length - 1 - index })),
          },
        },
      });
      expect(reorder.statusCode).toBe(200);
      const after = ((await member.get(`${path}?filter[grid_code]=countries`)).json().data as Row[])
        .filter((row) => row.owner === memberId)
        .map((row) => row.id);
      expect(after).toEqual(reversed);

      const [foreign] = (await viewer.get(`${path}?filter[grid_code]=countries`)).json().data as Row[];
      const viewerOwn = ((await viewer.get(`${path}?filter[grid_code]=countries`)).json().data as Row[]).find(
        (row) => row.attributes.name === 'Viewer own',
      );
      expect(foreign).toBeDefined();
      const refused = await member.patch(`${path}/favorites`, {
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
      const unchanged = ((await member.get(`${path}?filter[grid_code]=countries`)).json().data as Row[])
        .filter((row) => row.owner === memberId)
        .map((row) => row.id);
      expect(unchanged).toEqual(after);
    });

    it('answers 404 for every call from another organisation', async () => {
      const shared = ((await member.get(`${path}?filter[grid_code]=countries`)).json().data as Row[]).find(
        (row) => row.attributes.name === 'Sanctions lists',
      ) as Row;
      const outsider = await signedInUser(testApp, `${kind}s-outsider@example.com`);
      await outsider.post('/organization', organizationBody(`${kind}s-other`));
      const atVictim = outsider.on(host);
      const atOwn = outsider.on(`${kind}s-other.app.localhost:3000`);
      for (const call of [
        atVictim.get(`${path}`),
        atVictim.post(`${path}`, preset('Intrusion')),
        atVictim.get(`${path}/${shared.id}`),
        atOwn.get(`${path}/${shared.id}`),
        atOwn.patch(`${path}/${shared.id}`, { data: { type: kind, attributes: { name: 'x' } } }),
        atOwn.delete(`${path}/${shared.id}`),
        atOwn.patch(`${path}/favorites`, {
          data: {
            type: 'bulk-update',
            attributes: { grid_code: 'countries', favorites: [{ id: shared.id, position: 1 }] },
          },
        }),
      ]) {
        expect((await call).statusCode).toBe(404);
      }
      expect((await atOwn.get(`${path}`)).json().data).toEqual([]);
      expect((await member.get(`${path}/${shared.id}`)).json().data.attributes.name).toBe('Sanctions lists');
    });
  },
);
