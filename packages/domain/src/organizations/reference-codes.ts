import { countriesByCode } from '../catalogues/countries';
import { currenciesByCode } from '../catalogues/currencies';

/** ISO 3166-1 alpha-2 codes of the country catalogue. */
export const isCountryCode = (code: unknown): code is string =>
  typeof code === 'string' && /^[A-Z]{2}$/.test(code) && countriesByCode.has(code);

/** National currencies of the catalogue: what an organisation keeps its books in. */
export const isBaseCurrencyCode = (code: unknown): code is string =>
  typeof code === 'string' && currenciesByCode.get(code)?.type === 'national';
