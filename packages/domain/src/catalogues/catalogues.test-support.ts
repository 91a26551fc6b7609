import { countriesByCode } from './countries';
import { currenciesByCode } from './currencies';
import type { Country, Currency } from './types';

/** The tests' lookups by code, in any letter case. */
export const countryByCode = (code: string): Country | undefined => countriesByCode.get(code.toUpperCase());

export const currencyByCode = (code: string): Currency | undefined =>
  currenciesByCode.get(code.toUpperCase());
