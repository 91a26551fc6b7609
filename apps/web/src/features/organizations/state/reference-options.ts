import type { EnumerationItem } from '@paygrid/contracts/system/enumerations';
import { isValidTimeZone } from '@paygrid/domain/format/time-zone';

export type ReferenceOption = { value: string; label: string };

/** The `countries` enumeration as picker options, in the server's order (sorted in the reader's language). */
export const countryOptions = (countries: ReadonlyArray<EnumerationItem>): ReferenceOption[] =>
  countries.map(({ value, label }) => ({ value, label }));

const isNational = (currencies: ReadonlyArray<EnumerationItem>) => {
  const national = new Set(currencies.filter((item) => item.type === 'national').map((item) => item.value));
  return (code: string) => national.has(code);
};

/** National currencies an organisation can keep its books in: "UAH · Hryvnia". */
export const currencyOptions = (currencies: ReadonlyArray<EnumerationItem>): ReferenceOption[] =>
  currencies
    .filter((item) => item.type === 'national')
    .map(({ value, label }) => ({ value, label: `${value} · ${label}` }));

/** The browser's own time zone (the resolved default unless given), when it is one the server accepts. */
export function browserTimeZone(
  resolved: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string | undefined {
  return resolved && isValidTimeZone(resolved) ? resolved : undefined;
}

/** Every IANA zone the browser knows, plus its own when given (Chromium leaves "UTC" out of the list). */
export function timeZoneOptions(own?: string): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  if (own && isValidTimeZone(own)) zones.add(own);
  return [...zones].sort();
}

/** The first currency of a country that can be a base currency. */
export function currencyOfCountry(
  code: string,
  countries: ReadonlyArray<EnumerationItem>,
  currencies: ReadonlyArray<EnumerationItem>,
): string | undefined {
  const country = countries.find((item) => item.value === code);
  return country?.currencies?.find(isNational(currencies));
}

/** A first guess from the browser language's region ("uk-UA" -> UA) and that country's currency. */
export function guessCountryAndCurrency(
  language: string,
  countries: ReadonlyArray<EnumerationItem>,
  currencies: ReadonlyArray<EnumerationItem>,
): { country: string; currency: string } {
  const region = (() => {
    try {
      return new Intl.Locale(language).maximize().region;
    } catch {
      return undefined;
    }
  })();
  if (!region || !countries.some((item) => item.value === region)) return { country: '', currency: '' };
  return { country: region, currency: currencyOfCountry(region, countries, currencies) ?? '' };
}

/** What each book-keeping currency is found by: code, label and keywords ("Ukrainian Hryvnia", "гривня"). */
export const currencySearchIndex = (currencies: ReadonlyArray<EnumerationItem>): Map<string, string> =>
  new Map(
    currencies
      .filter((item) => item.type === 'national')
      .map((item) => [
        item.value,
        // The option's own label first, so the text a picked option shows still finds it.
        [`${item.value} · ${item.label}`, ...(item.keywords ?? [])].join(' ').toLowerCase(),
      ]),
  );

/** Every word of the search appears in the text, in any case. */
export const matchesSearch = (text: string | undefined, search: string): boolean =>
  text !== undefined &&
  search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
