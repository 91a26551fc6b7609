import type { EnumerationItem } from '@paygrid/contracts/system/enumerations';
import { isValidTimeZone } from '@paygrid/domain/format/time-zone';

const isNational = (currencies: ReadonlyArray<EnumerationItem>) => {
  const national = new Set(currencies.filter((item) => item.type === 'national').map((item) => item.value));
  return (code: string) => national.has(code);
};

/** The browser's own time zone (the resolved default unless given), when it is one the server accepts. */
export function browserTimeZone(
  resolved: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string | undefined {
  return resolved && isValidTimeZone(resolved) ? resolved : undefined;
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
