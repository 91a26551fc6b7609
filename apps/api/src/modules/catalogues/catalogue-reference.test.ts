import {
  type Country,
  type Currency,
  countriesGrid,
  countries as countryCatalogue,
  currenciesGrid,
  currencies as currencyCatalogue,
  type FilterValue,
  filterDefinitionsOf,
  gridRequestToQuery,
  type SortItem,
  serializeFilters,
} from '@paygrid/domain';
import { matchesFilter } from '@paygrid/domain/grid/filter-oracle.test-support';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { signedInUser } from '../../test/users';

let testApp: TestApp;
let person: ApiClient;
beforeAll(async () => {
  testApp = await createTestApp();
  person = await signedInUser(testApp, 'reference@example.com');
});
afterAll(() => testApp.close());

type Answer = { data: Array<{ id: string }>; meta: { page: { after: string | null; pages: number } } };
const context = { timeZone: 'UTC' };
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Sorts like the grid: each key in turn, then the code; names by the English alphabet. */
function ordered<T extends { code: string }>(
  rows: T[],
  sort: SortItem[],
  defaults: ReadonlyArray<SortItem>,
  key: (row: T, param: string) => string | number,
): string[] {
  const keys = [...(sort.length > 0 ? sort : defaults)];
  if (!keys.some((item) => item.param === 'code'))
    keys.push({ param: 'code', direction: keys[0]?.direction ?? 'asc' });
  return rows
    .sort((left, right) => {
      for (const item of keys) {
        const a = key(left, item.param);
        const b = key(right, item.param);
        const order =
          item.param === 'name' ? collator.compare(String(a), String(b)) : a === b ? 0 : a < b ? -1 : 1;
        if (order !== 0) return order * (item.direction === 'asc' ? 1 : -1);
      }
      return 0;
    })
    .map((row) => row.code);
}

const sorts = (params: string[]) =>
  fc
    .uniqueArray(fc.constantFrom(...params), { maxLength: 2 })
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((param) =>
          fc.constantFrom('asc', 'desc').map((direction) => ({ param, direction }) as SortItem),
        ),
      ),
    );

describe('the catalogue grids equal a plain-TypeScript reference over packages/domain’s catalogues', () => {
  it('countries: search, enumeration, multiple-enumeration over arrays, string and toggle, number paging', async () => {
    const filters = fc.record(
      {
        search: fc.constantFrom('korea', 'island', 'united', 'ukr', 'saint', 'рес', 'gui'),
        continent: fc.constantFrom('AF', 'AS', 'EU', 'SA'),
        regions: fc.uniqueArray(fc.constantFrom('MENA', 'CIS', 'FATF', 'OFAC'), {
          minLength: 1,
          maxLength: 2,
        }),
        currency: fc.uniqueArray(fc.constantFrom('EUR', 'USD', 'XOF', 'GBP'), { minLength: 1, maxLength: 2 }),
        phone: fc.constantFrom('1', '38', '44'),
        sanctioned: fc.constant(true),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, FilterValue>>;
    await fc.assert(
      fc.asyncProperty(filters, sorts(['name', 'code', 'continent']), async (filter, sort) => {
        const kept = countryCatalogue.filter((country: Country) =>
          Object.entries(filter).every(([key, value]) => {
            if (key === 'search')
              return matchesFilter(
                'search',
                value as string,
                [country.code, country.name, country.nameUk, country.native, country.capital],
                context,
              );
            if (key === 'regions')
              return (country.regions ?? []).some((region) => (value as string[]).includes(region));
            if (key === 'currency')
              return country.currencies.some((code) => (value as string[]).includes(code));
            if (key === 'sanctioned')
              return (country.regions ?? []).some((region) => region === 'OFAC' || region === 'FATF');
            return matchesFilter(
              key === 'phone' ? 'string' : 'enumeration',
              value as string,
              country[key as 'phone'],
              context,
            );
          }),
        );
        const expected = ordered(
          [...kept],
          sort,
          countriesGrid.defaultSort,
          (country, param) => country[param as 'code'],
        );
        const wire = serializeFilters(filterDefinitionsOf(countriesGrid), filter);
        const ids: string[] = [];
        for (let number = 1; ; number += 1) {
          const response = await person.get(
            `/countries?${gridRequestToQuery({ sort, filter: wire, page: { kind: 'number', size: 100, number } })}`,
          );
          const answer = response.json() as Answer;
          ids.push(...answer.data.map((row) => row.id));
          if (number >= answer.meta.page.pages) break;
        }
        expect(ids).toEqual(expected);
      }),
      { numRuns: 30 },
    );
  });

  it('currencies: search, multiple-enumeration, number, enumeration, string and toggle, cursor paging', async () => {
    const filters = fc.record(
      {
        search: fc.constantFrom('dollar', 'usd', 'bitcoin', 'franc', 'btc', 'euro'),
        type: fc.uniqueArray(fc.constantFrom('national', 'digital', 'crypto', 'metal'), {
          minLength: 1,
          maxLength: 2,
        }),
        exponent: fc.oneof(
          fc.integer({ min: 0, max: 8 }).map((eq) => ({ eq: String(eq) })),
          fc.record({
            gte: fc.integer({ min: 0, max: 4 }).map(String),
            lte: fc.integer({ min: 2, max: 8 }).map(String),
          }),
        ),
        parent: fc.constantFrom('USD', 'EUR', 'BTC', 'UAH'),
        vendor: fc.constantFrom('visa', 'bank', 'Money'),
        payment_system: fc.constant(true),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, FilterValue>>;
    await fc.assert(
      fc.asyncProperty(
        filters,
        sorts(['name', 'code', 'exponent', 'type']),
        fc.integer({ min: 20, max: 100 }),
        async (filter, sort, size) => {
          const kept = currencyCatalogue.filter((currency: Currency) =>
            Object.entries(filter).every(([key, value]) => {
              switch (key) {
                case 'search':
                  return matchesFilter(
                    'search',
                    value as string,
                    [
                      currency.code,
                      currency.name.en,
                      currency.name.uk,
                      currency.parentCode,
                      ...currency.keywords,
                    ],
                    context,
                  );
                case 'type':
                  return matchesFilter('multiple-enumeration', value as string[], currency.type, context);
                case 'exponent':
                  return matchesFilter('number', value as never, currency.exponent, context);
                case 'parent':
                  return matchesFilter('enumeration', value as string, currency.parentCode, context);
                case 'vendor':
                  return matchesFilter('string', value as string, currency.vendor, context);
                default:
                  return currency.parentCode !== undefined;
              }
            }),
          );
          const expected = ordered([...kept], sort, currenciesGrid.defaultSort, (currency, param) =>
            param === 'name' ? currency.name.en : currency[param as 'code'],
          );
          const wire = serializeFilters(filterDefinitionsOf(currenciesGrid), filter);
          const ids: string[] = [];
          let after: string | undefined;
          do {
            const query = gridRequestToQuery({
              sort,
              filter: wire,
              page: { kind: 'cursor', size, ...(after ? { after } : {}) },
            });
            const answer = (await person.get(`/currencies?${query}`)).json() as Answer;
            ids.push(...answer.data.map((row) => row.id));
            after = answer.meta.page.after ?? undefined;
          } while (after);
          expect(ids).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
  });
});
