import type { CountryResource, CurrencyResource } from '@paygrid/contracts';
import { countriesGrid, currenciesGrid } from '@paygrid/domain';
import { getTableColumns, type SQLWrapper, sql } from 'drizzle-orm';
import type { GridSql } from '../../grid/grid-sql';
import { countries, currencies } from './tables';

type CountryRecord = Omit<
  typeof countries.$inferSelect,
  'id' | 'createdAt' | 'updatedAt' | 'search' | 'nameRankEn' | 'nameRankUk'
>;
type CurrencyRecord = Omit<
  typeof currencies.$inferSelect,
  'id' | 'createdAt' | 'updatedAt' | 'search' | 'nameRank' | 'nameRankUk'
>;

/** Every column of a table but its row id and timestamps, by property name: the fields of a catalogue row. */
function fieldsOf(table: typeof countries | typeof currencies): Record<string, SQLWrapper> {
  const columns: Record<string, SQLWrapper> = { ...getTableColumns(table) };
  for (const internal of ['id', 'createdAt', 'updatedAt', 'search', 'nameRank', 'nameRankEn', 'nameRankUk'])
    delete columns[internal];
  return columns;
}

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
      continent: record.continent,
      capital: record.capital,
      currencies: record.currencies,
      regions: record.regions,
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
      name: { en: record.nameEn, uk: record.nameUk },
      type: record.type,
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

/** The countries grid of packages/domain, in SQL. */
export const countriesGridSql: GridSql<CountryResource> = {
  declaration: countriesGrid,
  from: sql`${countries}`,
  fields: fieldsOf(countries),
  sorts: {
    // Ranked by the reader's alphabet (uk: Вірменія before Гаїті), the same on PGlite and PostgreSQL.
    name: {
      type: 'integer',
      byLocale: (locale) => (locale === 'uk' ? countries.nameRankUk : countries.nameRankEn),
    },
    code: countries.code,
    continent: countries.continent,
    capital: countries.capital,
    phone: countries.phone,
  },
  filters: {
    search: { searchColumns: [countries.search] },
    continent: { column: countries.continent },
    regions: { column: countries.regions, array: true },
    currency: { column: countries.currencies, array: true },
    phone: { column: countries.phone },
    sanctioned: { condition: sql`${countries.regions} && array['OFAC', 'FATF']::text[]` },
  },
  toRow: (record) => countryResource(record as CountryRecord),
};

/** The currencies grid of packages/domain, in SQL. */
export const currenciesGridSql: GridSql<CurrencyResource> = {
  declaration: currenciesGrid,
  from: sql`${currencies}`,
  fields: fieldsOf(currencies),
  sorts: {
    code: currencies.code,
    // Ranked by the reader's alphabet, as the countries are (decision 0010).
    name: {
      type: 'integer',
      byLocale: (locale) => (locale === 'uk' ? currencies.nameRankUk : currencies.nameRank),
    },
    type: currencies.type,
    exponent: currencies.exponent,
  },
  filters: {
    search: { searchColumns: [currencies.search] },
    type: { column: currencies.type },
    exponent: { column: currencies.exponent },
    parent: { column: currencies.parentCode },
    vendor: { column: currencies.vendor },
    payment_system: { condition: sql`${currencies.parentCode} is not null` },
  },
  toRow: (record) => currencyResource(record as CurrencyRecord),
  csv: {
    name: (record) => record.nameEn as string,
    parent: (record) => record.parentCode as string | null,
  },
};
