import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { dataUrl, gifOf, jpegOf, twoColourPng } from '../../test/images';
import { organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';
import { users } from '../users/tables';
import { memberships } from './tables';

let testApp: TestApp;
let owner: ApiClient;
let acme: { id: string; dashboard: ApiClient };
let member: ApiClient;
let stranger: ApiClient;
let strangerOrg: { id: string; dashboard: ApiClient };

const host = (alias: string) => `${alias}.app.localhost:3000`;
const logoBody = (image: string) => ({ data: { type: 'logo', attributes: { image } } });
const putLogo = (client: ApiClient, image: string) =>
  client.call('PUT', '/organization/logo', logoBody(image));
const logoUrlOf = async (client: ApiClient): Promise<string | null> =>
  (await client.get('/organization')).json().data.attributes.logo_url;
/** The logo URL is API-relative as the browser uses it; the client adds /api/v1 itself. */
const fetchImage = (client: ApiClient, url: string, headers: Record<string, string> = {}) =>
  client.call('GET', url.replace(/^\/api\/v1/, ''), undefined, headers);

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp, 'logo-owner@example.com');
  acme = await organizationOwnedBy(owner, 'logo-acme');
  const memberClient = await signedInUser(testApp, 'logo-member@example.com');
  const [row] = await testApp.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'logo-member@example.com'));
  await testApp.database.db
    .insert(memberships)
    .values({ organizationId: acme.id, userId: row?.id ?? '', role: 'member' });
  member = memberClient.on(host('logo-acme'));
  stranger = await signedInUser(testApp, 'logo-stranger@example.com');
  strangerOrg = await organizationOwnedBy(stranger, 'logo-other');
}, 180_000);
afterAll(async () => {
  await testApp.close();
});

describe('the logo: PUT and DELETE /organization/logo, GET /organizations/{id}/logo/{version} (issue 18)', () => {
  it('starts without one, and only a manager may set it: 403 for a member, 404 for another organisation', async () => {
    expect(await logoUrlOf(acme.dashboard)).toBeNull();
    const png = dataUrl(await twoColourPng(64, 64));
    const refused = await putLogo(member, png);
    expect(refused.statusCode).toBe(403);
    expect((await member.delete('/organization/logo')).statusCode).toBe(403);
    expect((await putLogo(stranger.on(host('logo-acme')), png)).statusCode).toBe(404);
    expect((await stranger.on(host('logo-acme')).delete('/organization/logo')).statusCode).toBe(404);
    expect(await logoUrlOf(acme.dashboard)).toBeNull();
  });

  it('saves a png fitted within 512×512, served to members from its own URL with an ETag and long caching', async () => {
    const response = await putLogo(acme.dashboard, dataUrl(await twoColourPng(1000, 500)));
    expect(response.statusCode).toBe(200);
    const url = response.json().data.attributes.logo_url as string;
    expect(url).toMatch(new RegExp(`^/api/v1/organizations/${acme.id}/logo/[\\w-]+$`));
    // Never inlined; the organisation list carries the same URL.
    const list = (await owner.get('/user/organizations')).json().data as Array<{
      id: string;
      attributes: { logo_url: string | null };
    }>;
    expect(list.find((organization) => organization.id === acme.id)?.attributes.logo_url).toBe(url);

    const image = await fetchImage(member, url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 256]);
    const again = await fetchImage(member, url, { 'if-none-match': String(image.headers.etag) });
    expect(again.statusCode).toBe(304);
    // Not a member: 404, as for a logo that does not exist; a visitor 401.
    expect((await fetchImage(stranger, url)).statusCode).toBe(404);
    expect((await fetchImage(new ApiClient(testApp.app), url)).statusCode).toBe(401);
    expect((await fetchImage(owner, `/organizations/${strangerOrg.id}/logo/abc`)).statusCode).toBe(404);
    expect((await fetchImage(owner, '/organizations/not-a-uuid/logo/abc')).statusCode).toBe(422);
  });

  it('a new logo is a new URL (the old answers 404); a gif or a text file is refused with 422', async () => {
    const before = (await logoUrlOf(acme.dashboard)) as string;
    expect((await putLogo(acme.dashboard, (await jpegOf(200, 200)).toString('base64'))).statusCode).toBe(200);
    const after = (await logoUrlOf(acme.dashboard)) as string;
    expect(after).not.toBe(before);
    expect((await fetchImage(owner, before)).statusCode).toBe(404);
    expect((await fetchImage(owner, after)).headers['content-type']).toBe('image/jpeg');
    for (const [image, code] of [
      [dataUrl(await gifOf(10, 10), 'image/gif'), 'validation__file_type'],
      [dataUrl(Buffer.from('plain text named logo.png')), 'validation__file_invalid'],
    ] as const) {
      const refused = await putLogo(acme.dashboard, image);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].code).toBe(code);
    }
    expect(await logoUrlOf(acme.dashboard)).toBe(after);
  });

  it('removes it: logo_url is null again and the URL answers 404', async () => {
    const before = (await logoUrlOf(acme.dashboard)) as string;
    const removed = await acme.dashboard.delete('/organization/logo');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.attributes.logo_url).toBeNull();
    expect((await fetchImage(owner, before)).statusCode).toBe(404);
  });
});
