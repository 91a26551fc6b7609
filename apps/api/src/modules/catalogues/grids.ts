import type { CountryResource, CurrencyResource } from '@paygrid/contracts';
import { sql } from 'drizzle-orm';
import type { GridDefinition } from '../../grid/grid-definition';
import { countries, currencies } from './tables';

type CountryRecord = typeof countries.$inferSelect;
type CurrencyRecord = typeof currencies.$inferSelect;

const CONTINENTS = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'];
const REGIONS = ['MENA', 'CIS', 'FATF', 'OFAC'];
const CURRENCY_TYPES = ['national', 'digital', 'crypto', 'metal', 'technical'];

export function countryResource(record: CountryRecord): CountryResource {
  return {
    type: 'country',
    id: record.code,
    attributes: {
      code: record.code,
      name: record.name,
      nameUk: record.nameUk,
      native: record.native,
      phone: record.phone,
      continent: record.continent as CountryResource['attributes']['continent'],
      capital: record.capital,
      currencies: record.currencies,
      regions: record.regions as CountryResource['attributes']['regions'],
      emoji: record.emoji,
      emojiU: record.emojiU,
    },
  };
}

export function currencyResource(record: CurrencyRecord): CurrencyResource {
  const optional = (key: string, value: string | null) => (value === null ? {} : { [key]: value });
  return {
    type: 'currency',
    id: record.code,
    attributes: {
      code: record.code,
      name: { en: record.nameEn },
      type: record.type as CurrencyResource['attributes']['type'],
      status: 'active',
      exponent: record.exponent,
      parentCurrencyMultiplier: record.parentCurrencyMultiplier,
      ...optional('parentCode', record.parentCode),
      ...optional('vendor', record.vendor),
      ...optional('symbol', record.symbol),
      ...optional('nativeSymbol', record.nativeSymbol),
      ...optional('isoNumeric3Code', record.isoNumeric3Code),
      ...optional('isoAlpha3Code', record.isoAlpha3Code),
    },
  };
}

/** The countries grid: number paging, alphabetical by default. */
export const countriesGrid: GridDefinition<CountryResource> = {
  code: 'countries',
  table: countries,
  sortColumns: [
    { param: 'name', sql: countries.name },
    { param: 'code', sql: countries.code },
    { param: 'continent', sql: countries.continent },
    { param: 'capital', sql: countries.capital },
    { param: 'phone', sql: countries.phone },
  ],
  filters: [
    {
      key: 'search',
      type: 'search',
      searchColumns: [countries.name, countries.nameUk, countries.native, countries.code, countries.capital],
    },
    { key: 'continent', type: 'enumeration', options: CONTINENTS, column: countries.continent },
    {
      key: 'regions',
      type: 'multiple-enumeration',
      options: REGIONS,
      column: countries.regions,
      array: true,
    },
    { key: 'currency', type: 'multiple-enumeration', column: countries.currencies, array: true },
    { key: 'phone', type: 'string', column: countries.phone },
    // Countries under a sanctions or grey list, which a payment desk checks first.
    {
      key: 'sanctioned',
      type: 'toggle',
      condition: sql`${countries.regions} && array['OFAC', 'FATF']::text[]`,
    },
  ],
  defaultSort: [{ param: 'name', direction: 'asc' }],
  tieBreaker: { param: 'code', sql: countries.code },
  paging: 'number',
  toRow: (record) => countryResource(record as CountryRecord),
};

/** The currencies grid: cursor paging over several hundred entries, by code by default. */
export const currenciesGrid: GridDefinition<CurrencyResource> = {
  code: 'currencies',
  table: currencies,
  sortColumns: [
    { param: 'code', sql: currencies.code },
    { param: 'name', sql: currencies.nameEn },
    { param: 'type', sql: currencies.type },
    { param: 'exponent', sql: currencies.exponent },
  ],
  filters: [
    {
      key: 'search',
      type: 'search',
      searchColumns: [currencies.code, currencies.nameEn, currencies.parentCode],
    },
    { key: 'type', type: 'multiple-enumeration', options: CURRENCY_TYPES, column: currencies.type },
    { key: 'exponent', type: 'number', column: currencies.exponent },
    { key: 'parent', type: 'enumeration', column: currencies.parentCode },
    { key: 'vendor', type: 'string', column: currencies.vendor },
    { key: 'payment_system', type: 'toggle', condition: sql`${currencies.parentCode} is not null` },
  ],
  defaultSort: [{ param: 'code', direction: 'asc' }],
  tieBreaker: { param: 'code', sql: currencies.code },
  paging: 'cursor',
  toRow: (record) => currencyResource(record as CurrencyRecord),
};
