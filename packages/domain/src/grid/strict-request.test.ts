import { describe, expect, it } from 'vitest';
import { catalogueValues } from './catalogue-values';
import { isDatePreset } from './date-presets';
import {
  fieldsOfColumns,
  filterValuesOf,
  type GridDeclaration,
  type GridFilterDeclaration,
} from './grid-declaration';
import { countriesGrid } from './grids/countries-grid';
import { currenciesGrid } from './grids/currencies-grid';
import { parseQueryString } from './list-request';
import { checkGridListQuery, cursorValuesFit, lenientGridRequest } from './strict-request';

const check = (query: string, grid: GridDeclaration = countriesGrid) =>
  checkGridListQuery(grid, parseQueryString(query), { catalogues: catalogueValues });
const parameters = (query: string, grid: GridDeclaration = countriesGrid) => {
  const result = check(query, grid);
  return result.ok ? [] : result.issues.map((issue) => issue.parameter);
};

describe('the API reads a list request strictly (§7)', () => {
  it('accepts what the grid declares, typed', () => {
    const result = check(
      'filter[continent]=EU&filter[regions]=CIS,OFAC&filter[sanctioned]=on&sort=-name&page[size]=50&page[number]=2&columns=name,code',
    );
    expect(result).toEqual({
      ok: true,
      request: {
        page: { kind: 'number', size: 50, number: 2 },
        sort: [{ param: 'name', direction: 'desc' }],
        filters: { continent: 'EU', regions: ['CIS', 'OFAC'], sanctioned: true },
        columns: ['name', 'code'],
      },
    });
  });

  it('uses the reader’s page size when the request names none', () => {
    const result = checkGridListQuery(countriesGrid, {}, { defaultSize: 50 });
    expect(result.ok && result.request.page.size).toBe(50);
  });

  it.each([
    ['filter[continet]=EU', 'filter[continet]'],
    ['filter[continent]=XX', 'filter[continent]'],
    ['filter[regions]=CIS,NATO', 'filter[regions]'],
    ['filter[currency]=EURO', 'filter[currency]'],
    ['filter[sanctioned]=maybe', 'filter[sanctioned]'],
    ['sort=password_hash', 'sort'],
    ['page[size]=101', 'page[size]'],
    ['page[size]=0', 'page[size]'],
    ['page[number]=-1', 'page[number]'],
    ['page[after]=abc', 'page[after]'],
    ['columns=name,secret', 'columns'],
    ['view_id=12', 'view_id'],
    ['limit=5', 'limit'],
    ['filter[phone]=38%00', 'filter[phone]'],
  ])('%s answers an issue naming %s', (query, parameter) => {
    expect(parameters(query)).toEqual([parameter]);
  });

  it('checks number and date filter shapes, cursor paging parameters', () => {
    expect(parameters('filter[exponent][gte]=two', currenciesGrid)).toEqual(['filter[exponent]']);
    expect(parameters('filter[exponent][gt]=2', currenciesGrid)).toEqual(['filter[exponent]']);
    expect(parameters('page[number]=2', currenciesGrid)).toEqual(['page[number]']);
    expect(parameters('page[before]=a&page[after]=b', currenciesGrid)).toEqual(['page[before]']);
    expect(parameters('page[reversed]=1', currenciesGrid)).toEqual([]);
    expect(parameters('page[reversed]=yes', currenciesGrid)).toEqual(['page[reversed]']);
    expect(parameters('page[reversed]=1&page[before]=a', currenciesGrid)).toEqual(['page[reversed]']);
    expect(parameters('page[reversed]=1')).toEqual(['page[reversed]']);
    expect(parameters('filter[exponent][gte]=2&filter[parent]=BTC', currenciesGrid)).toEqual([]);
  });

  it('names every bad parameter at once', () => {
    expect(parameters('filter[nope]=1&sort=nope&page[size]=500')).toEqual([
      'page[size]',
      'sort',
      'filter[nope]',
    ]);
  });
});

describe('the web reads a URL leniently', () => {
  it('drops what the grid no longer knows and says what', () => {
    const { request, filters, dropped } = lenientGridRequest(
      countriesGrid,
      parseQueryString(
        'filter[continent]=EU&filter[gone]=1&filter[regions]=NATO&sort=-name,old&columns=name,old',
      ),
    );
    expect(filters).toEqual({ continent: 'EU' });
    expect(request.filter).toEqual({ continent: 'EU' });
    expect(request.sort).toEqual([{ param: 'name', direction: 'desc' }]);
    expect(request.columns).toEqual(['name']);
    expect(dropped).toEqual(['sort old', 'filter[gone]', 'filter[regions]', 'column old']);
  });
});

describe('cursor values are checked against their sort keys’ types', () => {
  it('refuses what does not fit', () => {
    expect(cursorValuesFit(['text', 'integer'], ['USD', 2])).toBe(true);
    expect(cursorValuesFit(['text', 'integer'], [[1, 2], 2])).toBe(false);
    expect(cursorValuesFit(['text', 'integer'], ['USD', '2'])).toBe(false);
    expect(cursorValuesFit(['text'], ['USD', 2])).toBe(false);
    expect(cursorValuesFit(['timestamp', 'text'], ['2026-01-02T03:04:05.123Z', 'x'])).toBe(true);
    expect(cursorValuesFit(['timestamp'], ['2026-01-02T03:04:05.123456Z'])).toBe(true);
    expect(cursorValuesFit(['timestamp'], ['2026-02-31T03:04:05Z'])).toBe(false);
    expect(cursorValuesFit(['timestamp'], ['2026-01-02 03:04:05+02'])).toBe(false);
    expect(cursorValuesFit(['timestamp'], ['yesterday'])).toBe(false);
    expect(cursorValuesFit(['integer'], [1.5])).toBe(false);
    expect(cursorValuesFit(['text'], ['a\u0000'])).toBe(false);
    expect(cursorValuesFit(['timestamp'], ['0000-01-01T00:00:00Z'])).toBe(false);
    expect(cursorValuesFit(['text'], { 0: 'a' })).toBe(false);
  });
});

describe('what a declaration says', () => {
  it('resolves value sources and the fields of chosen columns', () => {
    expect(filterValuesOf(countriesGrid.filters[1] as GridFilterDeclaration)).toEqual([
      'AF',
      'AN',
      'AS',
      'EU',
      'NA',
      'OC',
      'SA',
    ]);
    expect(filterValuesOf(countriesGrid.filters[3] as GridFilterDeclaration, catalogueValues)).toContain(
      'UAH',
    );
    // The browser knows no catalogue codes: any value, left to the server.
    expect(filterValuesOf(countriesGrid.filters[3] as GridFilterDeclaration)).toBeUndefined();
    expect(filterValuesOf(countriesGrid.filters[0] as GridFilterDeclaration)).toBeUndefined();
    expect(fieldsOfColumns(countriesGrid, ['code', 'name', 'gone'])).toEqual([
      'code',
      'name',
      'nameUk',
      'emoji',
    ]);
    expect(fieldsOfColumns(currenciesGrid, ['parent'])).toEqual(['parentCode']);
    expect(isDatePreset('last-7-days')).toBe(true);
    expect(isDatePreset('next-week')).toBe(false);
  });
});
