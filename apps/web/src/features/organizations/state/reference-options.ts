import { isValidTimeZone } from '@paygrid/domain/format/time-zone';
import { isBaseCurrencyCode, isCountryCode } from '@paygrid/domain/organizations/reference-codes';
import { countries } from 'countries-list';
import currencyCodes from 'currency-codes';

export type ReferenceOption = { value: string; label: string };

// Codes for testing and "no currency": never a book-keeping currency.
const technicalCurrencies = new Set(['XTS', 'XXX']);

function displayNames(locale: string, type: 'region' | 'currency'): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([locale], { type, fallback: 'none' });
  } catch {
    return undefined;
  }
}

// An unusable language tag sorts like the runtime's default rather than throwing.
const byLabel = (locale: string) => {
  const collator = (() => {
    try {
      return new Intl.Collator([locale]);
    } catch {
      return new Intl.Collator();
    }
  })();
  return (left: ReferenceOption, right: ReferenceOption) => collator.compare(left.label, right.label);
};

/** The country catalogue's codes, named in the reader's language where the browser knows the name. */
export function countryOptions(locale: string): ReferenceOption[] {
  const names = displayNames(locale, 'region');
  return Object.entries(countries)
    .filter(([code]) => isCountryCode(code))
    .map(([code, country]) => ({ value: code, label: names?.of(code) ?? country.name }))
    .sort(byLabel(locale));
}

/** ISO 4217 currencies an organisation can keep its books in: "UAH · Ukrainian hryvnia". */
export function currencyOptions(locale: string): ReferenceOption[] {
  const names = displayNames(locale, 'currency');
  return currencyCodes.data
    .filter(({ code }) => !technicalCurrencies.has(code) && isBaseCurrencyCode(code))
    .map(({ code, currency }) => ({ value: code, label: `${code} · ${names?.of(code) ?? currency}` }));
}

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

/** A first guess from the browser language's region ("uk-UA" -> UA) and that country's currency. */
export function guessCountryAndCurrency(language: string): { country: string; currency: string } {
  const region = (() => {
    try {
      return new Intl.Locale(language).maximize().region;
    } catch {
      return undefined;
    }
  })();
  if (!region || !isCountryCode(region)) return { country: '', currency: '' };
  const currency = countries[region as keyof typeof countries].currency.find(isBaseCurrencyCode) ?? '';
  return { country: region, currency };
}

/** The first currency of a country that can be a base currency. */
export function currencyOfCountry(code: string): string | undefined {
  if (!isCountryCode(code)) return undefined;
  return countries[code as keyof typeof countries].currency.find(isBaseCurrencyCode);
}
