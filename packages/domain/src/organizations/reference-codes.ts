import { countries } from 'countries-list';
import currencyCodes from 'currency-codes';

/** ISO 3166-1 alpha-2 codes of the country catalogue. */
export const isCountryCode = (code: unknown): code is string =>
  typeof code === 'string' && /^[A-Z]{2}$/.test(code) && Object.hasOwn(countries, code);

/** ISO 4217 codes that an organisation can keep its books in. */
export const isBaseCurrencyCode = (code: unknown): code is string =>
  typeof code === 'string' && /^[A-Z]{3}$/.test(code) && currencyCodes.code(code) !== undefined;
