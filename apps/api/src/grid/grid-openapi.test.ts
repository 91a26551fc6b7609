import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_HOST, createTestApp, type TestApp } from '../test/app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('every grid call is in the OpenAPI document with its schemas', () => {
  it('lists, exports, paging data and the 422 of a bad parameter', async () => {
    const spec = (
      await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { host: APP_HOST } })
    ).json();
    for (const path of [
      '/countries',
      '/countries/export.csv',
      '/currencies',
      '/currencies/export.csv',
      '/organization/members/grid',
      '/organization/members/export.csv',
    ]) {
      const call = spec.paths[`/api/v1${path}`]?.get;
      expect(call, path).toBeDefined();
      expect(Object.keys(call.responses), path).toEqual(expect.arrayContaining(['200', '401', '422']));
    }
    const list = JSON.stringify(spec.paths['/api/v1/organization/members/grid'].get.responses['200']);
    expect(list).toContain('total_estimated');
    expect(list).toContain('two_factor');
    expect(spec.paths['/api/v1/countries'].get.description).toContain('source.parameter');
  });
});
