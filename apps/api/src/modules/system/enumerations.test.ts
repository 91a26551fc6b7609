import { countries, currencies, REGION_LISTS } from '@paygrid/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';

let testApp: TestApp;
let visitor: ApiClient;

beforeAll(async () => {
  testApp = await createTestApp();
  visitor = new ApiClient(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

type Item = { value: string; label: string; [key: string]: unknown };
const enumerationsOf = (response: { json: () => unknown }) =>
  (response.json() as { data: { enumerations: Record<string, Item[]> } }).data.enumerations;

describe('GET /system/enumerations (SPEC §3, §7)', () => {
  it('answers one enumeration by name: system-currencies items add type and exponent', async () => {
    const response = await visitor.get('/system/enumerations?name=system-currencies');
    expect(response.statusCode).toBe(200);
    const { 'system-currencies': items, ...others } = enumerationsOf(response);
    expect(others).toEqual({});
    expect(items).toHaveLength(currencies.length);
    expect(items?.find((item) => item.value === 'UAH')).toMatchObject({
      label: 'Hryvnia',
      type: 'national',
      exponent: 2,
      countries: ['UA'],
    });
    expect(items?.find((item) => item.value === 'BTC')).toMatchObject({ type: 'crypto', exponent: 8 });
    expect(items?.find((item) => item.value === 'BTC')?.keywords).toContain('Bitcoin');
  });

  it("answers time-zones valued by the name the server lists, shown and found by today's name (issue 18)", async () => {
    const zones = enumerationsOf(await visitor.get('/system/enumerations?name=time-zones&locale=en'))[
      'time-zones'
    ];
    const kyiv = zones?.find((item) => (item.keywords as string[]).includes('Europe/Kyiv'));
    expect(kyiv?.label).toBe('Kyiv (Europe)');
    expect(kyiv?.keywords).toEqual(expect.arrayContaining(['Europe/Kiev', 'Europe/Kyiv', 'Kiev', 'Kyiv']));
    expect(zones?.filter((item) => (item.keywords as string[]).includes('Europe/Kiev'))).toHaveLength(1);
    expect(zones?.some((item) => item.value === 'UTC')).toBe(true);
    const uk = enumerationsOf(await visitor.get('/system/enumerations?name=time-zones&locale=uk'))[
      'time-zones'
    ];
    expect(uk?.find((item) => item.value === kyiv?.value)?.label).toBe('Kyiv (Європа)');
  });

  it('answers several as name[] or name[0], keyed by name, each item a value and a label', async () => {
    const brackets = enumerationsOf(
      await visitor.get(
        '/system/enumerations?name[]=countries&name[]=continents&name[]=region-tags&name[]=currency-types&name[]=roles',
      ),
    );
    expect(Object.keys(brackets).sort()).toEqual([
      'continents',
      'countries',
      'currency-types',
      'region-tags',
      'roles',
    ]);
    for (const items of Object.values(brackets))
      for (const item of items) expect(typeof item.value === 'string' && item.label !== '').toBe(true);
    expect(brackets.countries).toHaveLength(countries.length);
    expect(brackets.countries?.find((item) => item.value === 'AX')?.label).toBe('Åland Islands');
    expect(brackets.countries?.find((item) => item.value === 'UA')?.currencies).toEqual(['UAH']);
    expect(brackets.continents?.map((item) => item.value)).toEqual([
      'AF',
      'AN',
      'AS',
      'EU',
      'NA',
      'OC',
      'SA',
    ]);
    expect(brackets['currency-types']?.map((item) => item.value)).toEqual([
      'national',
      'digital',
      'crypto',
      'metal',
      'technical',
    ]);
    expect(brackets.roles?.map((item) => item.value)).toEqual(['owner', 'admin', 'member', 'viewer']);
    expect(brackets['region-tags']?.find((item) => item.value === 'FATF')).toMatchObject({
      source: REGION_LISTS.FATF.source,
      as_of: REGION_LISTS.FATF.asOf,
    });
    const indices = enumerationsOf(
      await visitor.get('/system/enumerations?name[0]=roles&name[1]=continents'),
    );
    expect(Object.keys(indices).sort()).toEqual(['continents', 'roles']);
  });

  it('labels in the asked language: locale, else Accept-Language, else English', async () => {
    const uk = enumerationsOf(
      await visitor.get('/system/enumerations?name[]=countries&name[]=roles&locale=uk'),
    );
    expect(uk.countries?.find((item) => item.value === 'UA')?.label).toBe('Україна');
    expect(uk.roles?.[0]?.label).toBe('Власник');
    // Sorted in the reader's alphabet: Австралія comes before Україна.
    const labels = uk.countries?.map((item) => item.label) ?? [];
    expect(labels.indexOf('Австралія')).toBeLessThan(labels.indexOf('Україна'));
    const byHeader = await visitor.call('GET', '/system/enumerations?name=continents', undefined, {
      'accept-language': 'uk-UA,uk;q=0.9,en;q=0.8',
    });
    expect(enumerationsOf(byHeader).continents?.[0]?.label).toBe('Африка');
    const fallback = await visitor.call('GET', '/system/enumerations?name=continents', undefined, {
      'accept-language': 'de-DE',
    });
    expect(enumerationsOf(fallback).continents?.[0]?.label).toBe('Africa');
    const ukCurrency = enumerationsOf(
      await visitor.get('/system/enumerations?name=system-currencies&locale=uk'),
    );
    expect(ukCurrency['system-currencies']?.find((item) => item.value === 'UAH')?.label).toBe(
      'українська гривня',
    );
  });

  it('is cacheable per language: an ETag per names and language, 304 when it still matches', async () => {
    const en = await visitor.get('/system/enumerations?name=countries&locale=en');
    const uk = await visitor.get('/system/enumerations?name=countries&locale=uk');
    const etag = en.headers.etag as string;
    expect(etag).toMatch(/^"en-/);
    expect(uk.headers.etag).not.toBe(etag);
    expect(en.headers['cache-control']).toContain('max-age');
    expect(en.headers.vary).toContain('Accept-Language');
    const again = await visitor.call('GET', '/system/enumerations?name=countries&locale=en', undefined, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await visitor.call('GET', '/system/enumerations?name=countries&locale=uk', undefined, {
      'if-none-match': etag,
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers 422 naming the parameter for no name, an unknown name or an unknown locale', async () => {
    const none = await visitor.get('/system/enumerations');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors[0].source).toEqual({ parameter: 'name' });
    const unknown = await visitor.get('/system/enumerations?name[]=countries&name[]=planets');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].source).toEqual({ parameter: 'name[]' });
    const indexed = await visitor.get('/system/enumerations?name[0]=countries&name[1]=planets');
    expect(indexed.statusCode).toBe(422);
    expect(indexed.json().errors[0].source).toEqual({ parameter: 'name[1]' });
    expect(indexed.json().message).toContain('planets');
    const single = await visitor.get('/system/enumerations?name=planets');
    expect(single.statusCode).toBe(422);
    const locale = await visitor.get('/system/enumerations?name=roles&locale=fr');
    expect(locale.statusCode).toBe(422);
    const nested = await visitor.get('/system/enumerations?name[a]=roles');
    expect(nested.statusCode).toBe(422);
  });

  it('is in the OpenAPI document with the other grid resources of issue 13', async () => {
    const document = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { host: visitor.host },
    });
    const paths = Object.keys(document.json().paths);
    for (const path of [
      '/system/enumerations',
      '/dashboard/filters',
      '/dashboard/filters/{id}',
      '/dashboard/filters/favorites',
      '/dashboard/columns',
      '/dashboard/columns/{id}',
      '/ui-icons/{type}/{icon}',
    ])
      expect(paths, path).toContain(`/api/v1${path}`);
  });
});
