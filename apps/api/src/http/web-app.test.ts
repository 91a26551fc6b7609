import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_HOST, createTestApp, type TestApp } from '../test/app';
import { organizationOwnedBy } from '../test/organizations';
import { signedInUser } from '../test/users';

const SHELL = '<!doctype html><title>Paygrid</title><div id="root"></div>';
const CHUNK = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, row) => `row ${row}`))};`;

describe('serving the web app', () => {
  let testApp: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'paygrid-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await mkdir(path.join(dist, 'builds'));
    await writeFile(path.join(dist, 'index.html'), SHELL);
    await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(SHELL));
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), CHUNK);
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(CHUNK));
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(CHUNK));
    await writeFile(path.join(dist, 'builds', 'latest.json'), '{"id":"b1","timestamp":1}');
    await writeFile(
      path.join(dist, 'route-chunks.json'),
      JSON.stringify({
        login: ['/assets/login-page-abc.js', '/assets/login-page-abc.css'],
        registration: [],
        payments: ['/assets/payments-page-abc.js'],
      }),
    );
    await writeFile(
      path.join(dist, 'shell-chunks.json'),
      JSON.stringify({
        css: ['/assets/index-abc.css'],
        locales: { en: '/assets/en-abc.js', uk: '/assets/uk-abc.js' },
      }),
    );
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    testApp = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, host = APP_HOST, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('gives every page a visitor may open the app shell, never cached', async () => {
    for (const url of [
      '/login',
      '/registration',
      '/restore-password',
      '/2fa',
      '/resetting/password?token=x',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
      expect(response.body).toContain('<div id="root">');
    }
  });

  const ENVIRONMENT = '</api/v1/system/environment>; rel=preload; as=fetch; crossorigin=use-credentials';
  const ENTRY_CSS = '</assets/index-abc.css>; rel=preload; as=style; crossorigin';
  const linksOf = (response: { headers: Record<string, unknown> }) =>
    String(response.headers.link ?? '').split(', ');

  it("sends a page's calls, catalogue and chunks with the shell as preloads, so they travel with it (0022, 0077)", async () => {
    const login = await get('/login');
    expect(login.statusCode).toBe(200);
    // What blocks the first paint first, then the visitor guard's one read and the catalogue, then the page.
    const visitorReads = [ENVIRONMENT, '</assets/en-abc.js>; rel=preload; as=script; crossorigin'];
    expect(linksOf(login)).toEqual([
      ENTRY_CSS,
      '</assets/login-page-abc.css>; rel=preload; as=style; crossorigin',
      ...visitorReads,
      '</assets/login-page-abc.js>; rel=preload; as=script; crossorigin',
    ]);
    expect(linksOf(await get('/registration'))).toEqual([ENTRY_CSS, ...visitorReads]);
    // A visitor's catalogue is the one the app picks: the cookie, else the browser's languages.
    const catalogueFor = async (headers: Record<string, string>) =>
      linksOf(await get('/registration', APP_HOST, headers)).at(-1);
    expect(await catalogueFor({ 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.8' })).toBe(
      '</assets/uk-abc.js>; rel=preload; as=script; crossorigin',
    );
    expect(await catalogueFor({ 'accept-language': 'uk', cookie: 'i18n_locale=en' })).toBe(
      '</assets/en-abc.js>; rel=preload; as=script; crossorigin',
    );
    // A redirect preloads nothing.
    expect((await get('/organizations')).headers.link).toBeUndefined();
    // The lists are read by the server, not served: each path is one more page path (here the redirect to log in).
    for (const file of ['/route-chunks.json', '/shell-chunks.json']) {
      const listFile = await get(file);
      expect(listFile.headers['content-type'] ?? '').not.toMatch(/json/);
      expect(listFile.body).not.toContain('-abc');
    }
  });

  it("preloads a signed-in member's session reads too, and on the organisation's host its organisation", async () => {
    const member = await signedInUser(testApp, 'preloads@example.com');
    const { dashboard } = await organizationOwnedBy(member, 'preloads');
    const sessionReads = [
      ENTRY_CSS,
      ENVIRONMENT,
      '</api/v1/user>; rel=preload; as=fetch; crossorigin=use-credentials',
      '</api/v1/user/organizations>; rel=preload; as=fetch; crossorigin=use-credentials',
      '</api/v1/user/organizations/invites>; rel=preload; as=fetch; crossorigin=use-credentials',
    ];
    const payments = await dashboard.page('/payments');
    expect(payments.statusCode).toBe(200);
    expect(linksOf(payments)).toEqual([
      ...sessionReads,
      '</api/v1/organization>; rel=preload; as=fetch; crossorigin=use-credentials',
      '</assets/en-abc.js>; rel=preload; as=script; crossorigin',
      '</assets/payments-page-abc.js>; rel=preload; as=script; crossorigin',
    ]);
    const organizations = await member.page('/organizations');
    expect(organizations.statusCode).toBe(200);
    expect(linksOf(organizations)).toEqual([
      ...sessionReads,
      '</assets/en-abc.js>; rel=preload; as=script; crossorigin',
    ]);
  });

  it('applies the redirect rule to a first load with HTTP 302 (SPEC §2)', async () => {
    const visitorOnAuthorized = await get('/organizations');
    expect(visitorOnAuthorized.statusCode).toBe(302);
    expect(visitorOnAuthorized.headers.location).toBe('/login');
    expect((await get('/no/such/page')).headers.location).toBe('/login');
    const onOrganizationHost = await get('/', 'acme.app.localhost:3000');
    expect(onOrganizationHost.statusCode).toBe(302);
    expect(onOrganizationHost.headers.location).toBe('http://app.localhost:3000/login');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  const getEncoded = (url: string, acceptEncoding: string) =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: { host: APP_HOST, 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli copy of a chunk to a browser that accepts brotli, still immutable', async () => {
    const response = await getEncoded('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the gzip copy of a chunk to a browser that accepts only gzip', async () => {
    const response = await getEncoded('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends a chunk as it is to a client that accepts no compression', async () => {
    for (const acceptEncoding of ['identity', '']) {
      const response = await getEncoded('/assets/index-abc123.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(CHUNK);
    }
  });

  it('keeps the shell uncached when it is sent compressed', async () => {
    const response = await getEncoded('/login', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root">');
  });

  it('compresses a JSON answer over 1 kB on the fly, and leaves a small one as it is', async () => {
    const large = await getEncoded('/api/v1/openapi.json', 'br');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\./);
    expect(large.rawPayload.length).toBeLessThan(JSON.stringify(document).length / 3);

    const gzipped = await getEncoded('/api/v1/openapi.json', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(document);

    const small = await getEncoded('/api/v1/system/environment', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.length).toBeLessThan(1024);
  });

  it('answers a missing asset with 404 rather than the shell', async () => {
    const response = await get('/assets/gone-000.js');
    expect(response.statusCode).toBe(404);
  });

  it('serves the build metadata file uncached, for the client to notice a new release', async () => {
    const response = await get('/builds/latest.json?t=123');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(response.json()).toEqual({ id: 'b1', timestamp: 1 });
  });

  it('serves other top-level files of the build as files', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/image\/svg/);
  });

  it('keeps unknown API paths as JSON 404, not the shell', async () => {
    const response = await get('/api/v1/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Not found.');
  });
});
