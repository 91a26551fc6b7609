import type { Country, Currency } from '@paygrid/domain';

/**
 * What a catalogue entry's search matches (SPEC §3: code, English, native and Ukrainian name). The search
 * keywords the grid resources issue gives entries whose name is only a code ("bitcoin" for BTC) join the list
 * here; the database normalises case and accents (search_normal) when it compares.
 */
export const countrySearchText = (country: Country, keywords: ReadonlyArray<string> = []): string =>
  [country.code, country.name, country.nameUk, country.native, country.capital, ...keywords].join(' ');

export const currencySearchText = (currency: Currency, keywords: ReadonlyArray<string> = []): string =>
  [
    currency.code,
    currency.name.en,
    currency.name.uk ?? '',
    currency.parentCode ?? '',
    ...currency.keywords,
    ...keywords,
  ]
    .filter(Boolean)
    .join(' ');

/** Each entry's alphabetical position by a language's collation, so sorting by name is the same on every database. */
export function collationRanks<T>(
  entries: ReadonlyArray<T>,
  name: (entry: T) => string,
  locale: string,
): Map<T, number> {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = [...entries].sort((left, right) => collator.compare(name(left), name(right)));
  return new Map(sorted.map((entry, index) => [entry, index]));
}
