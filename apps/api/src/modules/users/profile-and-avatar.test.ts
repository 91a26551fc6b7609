import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { dataUrl, gifOf, jpegOf, twoColourPng } from '../../test/images';
import { organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';

let testApp: TestApp;
let user: ApiClient;
let other: ApiClient;

beforeAll(async () => {
  testApp = await createTestApp();
  user = await signedInUser(testApp, 'profile@example.com');
  other = await signedInUser(testApp, 'profile-other@example.com');
});
afterAll(async () => {
  await testApp.close();
});

const nameBody = (attributes: Record<string, unknown>) => ({ data: { type: 'user', attributes } });
const avatarBody = (image: string) => ({ data: { type: 'avatar', attributes: { image } } });
const putAvatar = (client: ApiClient, image: string) => client.call('PUT', '/user/avatar', avatarBody(image));
const avatarUrlOf = async (client: ApiClient): Promise<string | null> =>
  (await client.get('/user')).json().data.attributes.avatar_url;
/** The avatar URL is API-relative as the browser uses it; the client adds /api/v1 itself. */
const fetchImage = (client: ApiClient, url: string, headers: Record<string, string> = {}) =>
  client.call('GET', url.replace(/^\/api\/v1/, ''), undefined, headers);

describe('PATCH /user: first and last name (issue 18)', () => {
  it('saves a trimmed name and keeps preferences; the answer and GET /user show it', async () => {
    const response = await user.patch(
      '/user',
      nameBody({ first_name: '  Olena ', last_name: 'Koval-Shevchenko' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      first_name: 'Olena',
      last_name: 'Koval-Shevchenko',
    });
    const read = (await user.get('/user')).json().data.attributes;
    expect([read.first_name, read.last_name, read.settings.preferences.locale]).toEqual([
      'Olena',
      'Koval-Shevchenko',
      'en',
    ]);
  });

  it('refuses a name the shared name rule refuses, an empty one and an unknown attribute with 422', async () => {
    for (const attributes of [
      { first_name: '' },
      { last_name: 'x'.repeat(101) },
      { first_name: 'https://spam.example' },
      { email: 'new@example.com' },
    ]) {
      const response = await user.patch('/user', nameBody(attributes));
      expect(response.statusCode, JSON.stringify(attributes)).toBe(422);
    }
    expect((await user.get('/user')).json().data.attributes.first_name).toBe('Olena');
  });
});

describe('the avatar: PUT and DELETE /user/avatar, GET /users/{id}/avatar/{version} (issue 18)', () => {
  it('starts without one: avatar_url is null', async () => {
    expect(await avatarUrlOf(other)).toBeNull();
  });

  it('saves a png fitted within 512×512, served from its own URL with an ETag and long private caching', async () => {
    const response = await putAvatar(user, dataUrl(await twoColourPng(800, 600)));
    expect(response.statusCode).toBe(200);
    const url = response.json().data.attributes.avatar_url as string;
    expect(url).toMatch(/^\/api\/v1\/users\/[0-9a-f-]{36}\/avatar\/[\w-]+$/);
    // Never inlined: GET /user stays small.
    const me = await user.get('/user');
    expect(me.body.length).toBeLessThan(2000);
    expect(me.json().data.attributes.avatar_url).toBe(url);

    const image = await fetchImage(user, url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 384]);
    const etag = String(image.headers.etag);
    const again = await fetchImage(user, url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    // Someone who shares no organisation with its owner reads it as absent (V8.2.2 below); a visitor is asked to sign in.
    expect((await fetchImage(other, url)).statusCode).toBe(404);
    expect((await fetchImage(new ApiClient(testApp.app), url)).statusCode).toBe(401);
  });

  it('a new avatar is a new URL; the old one answers 404', async () => {
    const before = (await avatarUrlOf(user)) as string;
    const response = await putAvatar(user, (await jpegOf(300, 300)).toString('base64'));
    expect(response.statusCode).toBe(200);
    const after = (await avatarUrlOf(user)) as string;
    expect(after).not.toBe(before);
    expect((await fetchImage(user, before)).statusCode).toBe(404);
    const image = await fetchImage(user, after);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a gif, a renamed text file and a file over 1 MB with 422, keeping the avatar', async () => {
    const before = await avatarUrlOf(user);
    const refusals = [
      [dataUrl(await gifOf(40, 40), 'image/png'), 'validation__file_type'],
      [dataUrl(Buffer.from('plain text named avatar.jpg'), 'image/jpeg'), 'validation__file_invalid'],
      [
        dataUrl(Buffer.concat([await twoColourPng(20, 20), Buffer.alloc(1024 * 1024)])),
        'validation__file_too_large',
      ],
    ] as const;
    for (const [image, code] of refusals) {
      const response = await putAvatar(user, image);
      expect(response.statusCode, code).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        code,
        source: { pointer: '/data/attributes/image' },
      });
    }
    expect(await avatarUrlOf(user)).toBe(before);
  });

  it('removes it: avatar_url is null again and the URL answers 404', async () => {
    const before = (await avatarUrlOf(user)) as string;
    const response = await user.delete('/user/avatar');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.avatar_url).toBeNull();
    expect((await fetchImage(user, before)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown user or version and 422 for a malformed one', async () => {
    const unknown = await fetchImage(user, '/users/00000000-0000-4000-8000-000000000000/avatar/abc');
    expect(unknown.statusCode).toBe(404);
    expect((await fetchImage(user, '/users/not-a-uuid/avatar/abc')).statusCode).toBe(422);
  });
});

describe('issue 33: an avatar is seen by its owner and the people who share an organisation with them', () => {
  it('V8.2.2 serves an avatar to its owner and to fellow members; a pending invitee and a stranger get 404 as for no avatar', async () => {
    const owner = await signedInUser(testApp, 'avatar-owner@example.com');
    const colleague = await signedInUser(testApp, 'avatar-colleague@example.com');
    const invitee = await signedInUser(testApp, 'avatar-invitee@example.com');
    const stranger = await signedInUser(testApp, 'avatar-stranger@example.com');
    const { dashboard } = await organizationOwnedBy(owner, 'avatar-co');
    for (const email of ['avatar-colleague@example.com', 'avatar-invitee@example.com']) {
      expect((await dashboard.post('/organization/invites', { email, role: 'member' })).statusCode).toBe(201);
    }
    const [invitation] = (await colleague.get('/user/organizations/invites')).json().data;
    expect((await colleague.patch(`/member-invites/${invitation.id}/accept`)).statusCode).toBe(200);

    const url = (await putAvatar(owner, dataUrl(await twoColourPng(64, 64)))).json().data.attributes
      .avatar_url as string;
    const colleagueUrl = (await putAvatar(colleague, dataUrl(await twoColourPng(64, 64)))).json().data
      .attributes.avatar_url as string;
    expect((await fetchImage(owner, url)).statusCode).toBe(200);
    expect((await fetchImage(colleague, url)).statusCode).toBe(200);
    expect((await fetchImage(owner, colleagueUrl)).statusCode).toBe(200);

    // The same answer as an avatar that is not there: nothing tells a stranger that this one exists.
    const absent = await fetchImage(stranger, url.replace(/\/avatar\/[\w-]+$/, '/avatar/gone'));
    expect(absent.statusCode).toBe(404);
    for (const outsider of [invitee, stranger]) {
      const refused = await fetchImage(outsider, url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(absent.json());
    }
  });
});
