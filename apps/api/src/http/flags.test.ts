import { countries } from '@paygrid/domain';
import { flagPath } from '@paygrid/domain/catalogues/flag-path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { ApiClient } from '../test/client';

let testApp: TestApp;
let browser: ApiClient;

beforeAll(async () => {
  testApp = await createTestApp();
  browser = new ApiClient(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /flags/4x3/{code}.svg (issue 13: flags without an emoji font)', () => {
  it('serves a country flag as SVG from flag-icons, cached as immutable for a year', async () => {
    const response = await browser.page('/flags/4x3/ua.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const again = await browser.page('/flags/4x3/ua.svg');
    expect(again.body).toBe(response.body);
    expect((await browser.page('/flags/4x3/gb-eng.svg')).statusCode).toBe(200);
  });

  it('answers 404 in the API error shape for an unknown code or a name that is not a flag file', async () => {
    for (const file of ['zz.svg', 'UA.svg', 'ua.png', '..%2Fpackage.json', 'ua.svg.map']) {
      const response = await browser.page(`/flags/4x3/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.json().errors[0].code, file).toBe('not_found');
    }
  });

  it('serves a flag for every country of the catalogue, Ascension Island and Tristan da Cunha among them (issue 32)', async () => {
    const missing: string[] = [];
    for (const country of countries) {
      if ((await browser.page(flagPath(country.code))).statusCode !== 200) missing.push(country.code);
    }
    expect(missing).toEqual([]);
    expect(flagPath('AC')).toBe('/flags/4x3/sh-ac.svg');
  });
});
