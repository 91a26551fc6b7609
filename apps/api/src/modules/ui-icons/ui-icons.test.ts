import { UI_ICON_TYPES } from '@paygrid/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { UI_ICON_NAMES } from './icon-names';

let testApp: TestApp;
let browser: ApiClient;

beforeAll(async () => {
  testApp = await createTestApp();
  browser = new ApiClient(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /ui-icons/{type}/{icon}.json (SPEC §3, §7)', () => {
  it('answers the Tabler definition of a value of grid data, cacheable for a day', async () => {
    const response = await browser.get('/ui-icons/currency-types/crypto.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      prefix: 'tabler',
      name: 'currency-bitcoin',
      width: 24,
      height: 24,
    });
    expect(response.json().body).toContain('currentColor');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('has an icon for every value it maps, in every type', async () => {
    for (const type of UI_ICON_TYPES)
      for (const [value, name] of Object.entries(UI_ICON_NAMES[type])) {
        const response = await browser.get(`/ui-icons/${type}/${value}.json`);
        expect(response.statusCode, `${type}/${value}`).toBe(200);
        expect(response.json().name).toBe(name);
      }
  });

  it('answers 404 in the API error shape for an unknown type, value or file name', async () => {
    for (const path of [
      '/ui-icons/planets/earth.json',
      '/ui-icons/currency-types/gold.json',
      '/ui-icons/currency-types/crypto',
      '/ui-icons/currency-types/crypto.svg',
      '/ui-icons/statuses/constructor.json',
      '/ui-icons/statuses/__proto__.json',
    ]) {
      const response = await browser.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().errors[0].code).toBe('not_found');
    }
  });

  it('answers 422 naming the parameter for an overlong name', async () => {
    const response = await browser.get(`/ui-icons/statuses/${'a'.repeat(90)}.json`);
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json().errors)).toContain('icon');
  });
});
