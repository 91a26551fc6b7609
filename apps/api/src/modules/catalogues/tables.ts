import { CONTINENTS, CURRENCY_TYPES, REGION_TAGS } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { rowId, timestamps } from '../../db/columns';

/** Read-only copy of packages/domain's country catalogue, so the grid engine can filter, sort and page it in SQL. */
export const countries = pgTable(
  'countries',
  {
    code: text('code').primaryKey(),
    id: rowId(),
    name: text('name').notNull(),
    nameUk: text('name_uk').notNull(),
    native: text('native').notNull(),
    phone: text('phone').notNull(),
    continent: text('continent', { enum: CONTINENTS }).notNull(),
    capital: text('capital').notNull(),
    currencies: text('currencies').array().notNull(),
    regions: text('regions', { enum: REGION_TAGS }).array(),
    emoji: text('emoji').notNull(),
    emojiU: text('emoji_u').notNull(),
    /** What search matches: code, names, capital (and later the entry's keywords); see search-text.ts. */
    search: text('search').notNull().default(''),
    /** Alphabetical position of the name in each interface language (Intl.Collator at load): same on every database. */
    nameRankEn: integer('name_rank_en').notNull().default(0),
    nameRankUk: integer('name_rank_uk').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('countries_search_trgm').using('gin', sql`search_normal(${table.search}) gin_trgm_ops`)],
);

/** Read-only copy of packages/domain's currency catalogue. */
export const currencies = pgTable(
  'currencies',
  {
    code: text('code').primaryKey(),
    id: rowId(),
    nameEn: text('name_en').notNull(),
    /** The Ukrainian name (currency-name.ts): CLDR's where it names the currency, else the English one. */
    nameUk: text('name_uk').notNull().default(''),
    type: text('type', { enum: CURRENCY_TYPES }).notNull(),
    status: text('status').notNull(),
    exponent: integer('exponent').notNull(),
    parentCode: text('parent_code'),
    parentCurrencyMultiplier: integer('parent_currency_multiplier').notNull(),
    vendor: text('vendor'),
    symbol: text('symbol'),
    nativeSymbol: text('native_symbol'),
    isoNumeric3Code: text('iso_numeric3_code'),
    isoAlpha3Code: text('iso_alpha3_code'),
    /** What search matches: code, name, parent (and later the entry's keywords); see search-text.ts. */
    search: text('search').notNull().default(''),
    /** Alphabetical position of the name in each interface language (Intl.Collator at load). */
    nameRank: integer('name_rank').notNull().default(0),
    nameRankUk: integer('name_rank_uk').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('currencies_search_trgm').using('gin', sql`search_normal(${table.search}) gin_trgm_ops`)],
);

/** The fingerprint of the catalogue data last loaded, so a start with unchanged data writes nothing. */
export const catalogueVersions = pgTable('catalogue_versions', {
  name: text('name').primaryKey(),
  id: rowId(),
  fingerprint: text('fingerprint').notNull(),
  ...timestamps,
});
