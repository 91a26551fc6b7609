import { countries, countryByCode } from '@paygrid/domain/catalogues/countries';
import { currencies } from '@paygrid/domain/catalogues/currencies';
import { isValidTimeZone } from '@paygrid/domain/format/time-zone';
import { isBaseCurrencyCode } from '@paygrid/domain/organizations/reference-codes';

export type ReferenceOption = { value: string; label: string };

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
  const ukrainian = locale.toLowerCase().startsWith('uk');
  return countries
    .map((country) => ({
      value: country.code,
      label: names?.of(country.code) ?? (ukrainian ? country.nameUk : country.name),
    }))
    .sort(byLabel(locale));
}

/** ISO 4217 currencies an organisation can keep its books in: "UAH · Ukrainian hryvnia". */
export function currencyOptions(locale: string): ReferenceOption[] {
  const names = displayNames(locale, 'currency');
  // The catalogue's national currencies (domain rule): never metals, crypto, payment systems or XTS/XXX.
  return currencies
    .filter(({ code }) => isBaseCurrencyCode(code))
    .map(({ code, name }) => ({ value: code, label: `${code} · ${names?.of(code) ?? name.en}` }));
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
  const country = region ? countryByCode(region) : undefined;
  if (!country || country.code !== region) return { country: '', currency: '' };
  return { country: country.code, currency: country.currencies.find(isBaseCurrencyCode) ?? '' };
}

/** The first currency of a country that can be a base currency. */
export function currencyOfCountry(code: string): string | undefined {
  const country = countryByCode(code);
  return country?.code === code ? country.currencies.find(isBaseCurrencyCode) : undefined;
}
