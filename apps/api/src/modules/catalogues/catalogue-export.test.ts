import { countries as countryCatalogue } from '@paygrid/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeExportSlot } from '../../grid/export-slots';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { signedInUser } from '../../test/users';
import { users } from '../users/tables';

let testApp: TestApp;
let person: ApiClient;

beforeAll(async () => {
  testApp = await createTestApp();
  person = await signedInUser(testApp, 'export@example.com');
});
afterAll(() => testApp.close());

const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('GET /countries/export.csv and /currencies/export.csv', () => {
  it('streams every matching row in the sort, with a BOM, the columns in order and a dated file name', async () => {
    const response = await person.get('/countries/export.csv?columns=code,name,currencies&sort=-code');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="countries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = lines(response.body);
    expect(rows[0]).toBe('code,name,currencies');
    expect(rows).toHaveLength(countryCatalogue.length + 1);
    expect(rows[1]?.startsWith('ZW,Zimbabwe,')).toBe(true);
    expect(rows).toContain('UA,Ukraine,UAH');
    // A list of values is one quoted cell.
    expect(rows.some((row) => /^[A-Z]{2},[^,]+,"[A-Z]{3}, [A-Z]{3}/.test(row))).toBe(true);
  });

  it('takes the filters, every declared column by default, and the currency mappings', async () => {
    const response = await person.get('/currencies/export.csv?filter[parent]=BTC');
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = lines(response.body);
    expect(header).toBe('code,name,type,exponent,parent,vendor,symbol');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.split(',')[4] === 'BTC')).toBe(true);
  });

  it('answers 422 naming a bad parameter, or a page (an export has every row)', async () => {
    for (const [query, parameter] of [
      ['filter[continent]=XX', 'filter[continent]'],
      ['columns=secret', 'columns'],
      ['page[number]=2', 'page'],
    ]) {
      const response = await person.get(`/countries/export.csv?${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].source).toEqual({ parameter });
    }
    expect((await new ApiClient(testApp.app).get('/countries/export.csv')).statusCode).toBe(401);
  });

  it('runs at most two exports per person at once, counted in the database (429 beyond)', async () => {
    const [owner] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'export@example.com'));
    const userId = owner?.id ?? '';
    const releases = [
      await takeExportSlot(testApp.database.db, userId),
      await takeExportSlot(testApp.database.db, userId),
    ];
    const refused = await person.get('/countries/export.csv');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].code).toBe('too_many_exports');
    await releases[0]?.();
    expect((await person.get('/countries/export.csv')).statusCode).toBe(200);
    await releases[1]?.();
    // A finished export gives its slot back.
    expect((await person.get('/countries/export.csv')).statusCode).toBe(200);
    expect((await person.get('/countries/export.csv')).statusCode).toBe(200);
    expect((await person.get('/countries/export.csv')).statusCode).toBe(200);
  });
});
