import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { linkIn, type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { joinedMember, organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';

let testApp: TestApp;
let catcher: MailCatcher;
let owner: ApiClient;
let colleague: ApiClient;

const host = 'views-co.app.localhost:3000';
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
  catcher = await startMailCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url });
  ({ dashboard: owner } = await organizationOwnedBy(
    await signedInUser(testApp, 'views-owner@example.com'),
    'views-co',
  ));
  colleague = await joinedMember(testApp, catcher, owner, 'views-viewer@example.com', 'viewer');
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

describe('saved views (SPEC §3, §4, §7)', () => {
  it('saves a view with its sort, columns and stringified filters, and lists it as a favourite', async () => {
    const created = await owner.post('/dashboard/views', view('Europe by name'));
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      type: 'view',
      attributes: {
        grid_code: 'countries',
        name: 'Europe by name',
        access_scope: 'private',
        is_favorite: true,
        filters: [{ key: 'continent', value: '"EU"' }],
        sort: [{ property: 'name', direction: 'desc' }],
      },
    });
    const list = (
      await owner.get(
        '/dashboard/views?filter[grid_code]=countries&filter[is_favorite]=true&page[size]=100&page[number]=1',
      )
    ).json();
    expect(list.meta.pages).toBe(1);
    expect(list.data.map((row: { attributes: { name: string } }) => row.attributes.name)).toEqual([
      'Europe by name',
    ]);
  });

  it('keeps private views private and lets members read shared ones without changing them', async () => {
    const shared = (
      await owner.post('/dashboard/views', view('Team view', { access_scope: 'organization', position: 1 }))
    ).json().data;
    const names = (await colleague.get('/dashboard/views?filter[grid_code]=countries'))
      .json()
      .data.map((row: { attributes: { name: string } }) => row.attributes.name);
    expect(names).toEqual(['Team view']);
    expect((await colleague.get(`/dashboard/views/${shared.id}`)).statusCode).toBe(200);
    const change = await colleague.patch(`/dashboard/views/${shared.id}`, {
      data: { type: 'view', attributes: { name: 'Mine now' } },
    });
    expect(change.statusCode).toBe(403);
    expect((await colleague.delete(`/dashboard/views/${shared.id}`)).statusCode).toBe(403);
  });

  it('lets an admin change and delete a shared view of someone else, never a private one (issue 14)', async () => {
    const seen = catcher.mails.length;
    await owner.post('/organization/invites', { email: 'views-admin@example.com', role: 'admin' });
    linkIn(await catcher.next('views-admin@example.com', seen), '/join/');
    const person = await signedInUser(testApp, 'views-admin@example.com');
    const [invite] = (await person.get('/user/organizations/invites')).json().data;
    await person.patch(`/member-invites/${invite.id}/accept`);
    const admin = person.on(host);
    const shared = (await colleague.post('/dashboard/views', view('Viewer kept'))).json().data;
    const team = (
      await owner.post('/dashboard/views', view('Team board', { access_scope: 'organization' }))
    ).json().data;
    const renamed = await admin.patch(`/dashboard/views/${team.id}`, {
      data: { type: 'view', attributes: { name: 'Team board, tidied' } },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.attributes.name).toBe('Team board, tidied');
    expect((await admin.delete(`/dashboard/views/${shared.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/dashboard/views/${team.id}`)).statusCode).toBe(200);
  });

  it('lets a viewer keep private views but not share them', async () => {
    expect((await colleague.post('/dashboard/views', view('Just mine'))).statusCode).toBe(201);
    const sharing = await colleague.post(
      '/dashboard/views',
      view('For all', { access_scope: 'organization' }),
    );
    expect(sharing.statusCode).toBe(403);
  });

  it('changes and deletes an own view', async () => {
    const created = (await owner.post('/dashboard/views', view('Temporary', { position: 5 }))).json().data;
    const changed = await owner.patch(`/dashboard/views/${created.id}`, {
      data: { type: 'view', attributes: { name: 'Renamed', is_favorite: false, filters: [] } },
    });
    expect(changed.json().data.attributes).toMatchObject({
      name: 'Renamed',
      is_favorite: false,
      filters: [],
    });
    expect((await owner.delete(`/dashboard/views/${created.id}`)).statusCode).toBe(200);
    expect((await owner.get(`/dashboard/views/${created.id}`)).statusCode).toBe(404);
  });

  it('reorders favourites so the first listed has the highest position, all or nothing', async () => {
    const mine = (await owner.get('/dashboard/views?filter[grid_code]=countries'))
      .json()
      .data.map((row: { id: string }) => row.id);
    const reversed = [...mine].reverse();
    const reorder = await owner.patch('/dashboard/views/favorites', {
      data: {
        type: 'bulk-update',
        attributes: {
          grid_code: 'countries',
          favorites: reversed.map((id, index) => ({ id, position: reversed.length - 1 - index })),
        },
      },
    });
    expect(reorder.statusCode).toBe(200);
    const after = (await owner.get('/dashboard/views?filter[grid_code]=countries'))
      .json()
      .data.map((row: { id: string }) => row.id);
    expect(after).toEqual(reversed);

    const foreign = (await colleague.get('/dashboard/views?filter[grid_code]=countries'))
      .json()
      .data.find((row: { attributes: { name: string } }) => row.attributes.name === 'Just mine');
    const refused = await owner.patch('/dashboard/views/favorites', {
      data: {
        type: 'bulk-update',
        attributes: {
          grid_code: 'countries',
          favorites: [
            { id: after[0], position: 0 },
            { id: foreign.id, position: 9 },
          ],
        },
      },
    });
    expect(refused.statusCode).toBe(404);
    expect(
      (await owner.get('/dashboard/views?filter[grid_code]=countries'))
        .json()
        .data.map((row: { id: string }) => row.id),
    ).toEqual(after);
  });

  it('answers 404 for every view call from another organisation', async () => {
    const [target] = (await owner.get('/dashboard/views?filter[grid_code]=countries')).json().data;
    const outsider = await signedInUser(testApp, 'views-outsider@example.com');
    await outsider.post('/organization', {
      data: {
        type: 'organization',
        attributes: {
          name: 'Other',
          alias: 'views-other',
          country: 'UA',
          base_currency: 'UAH',
          time_zone: 'Europe/Kiev',
        },
      },
    });
    const atVictim = outsider.on(host);
    const atOwn = outsider.on('views-other.app.localhost:3000');
    for (const call of [
      atVictim.get('/dashboard/views'),
      atVictim.get(`/dashboard/views/${target.id}`),
      atOwn.get(`/dashboard/views/${target.id}`),
      atOwn.patch(`/dashboard/views/${target.id}`, { data: { type: 'view', attributes: { name: 'x' } } }),
      atOwn.delete(`/dashboard/views/${target.id}`),
      atOwn.patch('/dashboard/views/favorites', {
        data: {
          type: 'bulk-update',
          attributes: { grid_code: 'countries', favorites: [{ id: target.id, position: 1 }] },
        },
      }),
    ]) {
      expect((await call).statusCode).toBe(404);
    }
    expect((await atOwn.get('/dashboard/views')).json().data).toEqual([]);
  });
});
