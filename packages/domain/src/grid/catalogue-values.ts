import { countries } from '../catalogues/countries';
import { currencies } from '../catalogues/currencies';
import type { CatalogueValues } from './grid-declaration';

/** Every catalogue code a filter may name: what the server checks catalogue-sourced filter values against. */
export const catalogueValues: CatalogueValues = {
  currencies: currencies.map((currency) => currency.code),
  countries: countries.map((country) => country.code),
};
