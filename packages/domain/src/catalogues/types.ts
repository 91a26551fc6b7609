import type { CONTINENTS, CURRENCY_TYPES, REGION_TAGS } from './fixed-values';

/** §3 country reference catalogue. */
export type Continent = (typeof CONTINENTS)[number];

export type RegionTag = (typeof REGION_TAGS)[number];

export type Country = {
  /** ISO 3166-1 alpha-2, e.g. 'UA'. */
  code: string;
  name: string;
  nameUk: string;
  native: string;
  /** Calling code(s), comma-separated when several. */
  phone: string;
  continent: Continent;
  capital: string;
  currencies: string[];
  regions: RegionTag[] | null;
  emoji: string;
  /** Flag code points, e.g. 'U+1F1FA U+1F1E6'. */
  emojiU: string;
};

/** §3 currency reference catalogue. */
export type CurrencyType = (typeof CURRENCY_TYPES)[number];

export type Currency = {
  code: string;
  /** §3 per-language labels: en always; uk where CLDR names the currency. */
  name: { en: string; uk?: string };
  type: CurrencyType;
  status: 'active';
  /** §9 decimal places of the minor unit. */
  exponent: number;
  parentCode?: string;
  /** §9 units of this currency per unit of the parent: 1 except WMX (1000). */
  parentCurrencyMultiplier: number;
  vendor?: string;
  symbol?: string;
  nativeSymbol?: string;
  isoNumeric3Code?: string;
  isoAlpha3Code?: string;
  /** §3 currency entry in grid use: the catalogue's countries that use it, by code. */
  countries: string[];
  /** Other names a person may search by ("Bitcoin" for BTC), in en and uk. */
  keywords: string[];
};
