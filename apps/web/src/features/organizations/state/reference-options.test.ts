import type { EnumerationItem } from '@paygrid/contracts/system/enumerations';
import { countries as countryCatalogue } from '@paygrid/domain/catalogues/countries';
import { currencies as currencyCatalogue } from '@paygrid/domain/catalogues/currencies';
import { describe, expect, it } from 'vitest';
import { browserTimeZone, currencyOfCountry, guessCountryAndCurrency } from './reference-options';

// The enumerations as GET /system/enumerations answers them in English (apps/api/src/modules/system).
const countries: EnumerationItem[] = countryCatalogue.map((c) => ({
  value: c.code,
  label: c.name,
  currencies: c.currencies,
}));
const currencies: EnumerationItem[] = currencyCatalogue.map((c) => ({
  value: c.code,
  label: c.name.en,
  type: c.type,
  exponent: c.exponent,
  keywords: c.keywords,
}));

describe('browserTimeZone', () => {
  it('passes a zone the server accepts through', () => {
    expect(browserTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(browserTimeZone('UTC')).toBe('UTC');
  });

  it('drops an empty or unknown zone', () => {
    expect(browserTimeZone('')).toBeUndefined();
    expect(browserTimeZone('Mars/Olympus_Mons')).toBeUndefined();
  });

  it('reads the resolved default zone when none is given', () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('guessCountryAndCurrency', () => {
  const guess = (language: string) => guessCountryAndCurrency(language, countries, currencies);

  it('takes the region of the browser language and that country’s currency', () => {
    expect(guess('uk-UA')).toEqual({ country: 'UA', currency: 'UAH' });
    expect(guess('ja-JP')).toEqual({ country: 'JP', currency: 'JPY' });
  });

  it('guesses the likely region of a bare language', () => {
    expect(guess('uk')).toEqual({ country: 'UA', currency: 'UAH' });
    expect(guess('en')).toEqual({ country: 'US', currency: 'USD' });
  });

  it('guesses nothing for a region that is not a country, or a tag that is not one', () => {
    expect(guess('en-001')).toEqual({ country: '', currency: '' });
    expect(guess('not a language tag')).toEqual({ country: '', currency: '' });
    expect(guess('')).toEqual({ country: '', currency: '' });
  });

  it('guesses nothing before the enumerations have loaded', () => {
    expect(guessCountryAndCurrency('uk-UA', [], [])).toEqual({ country: '', currency: '' });
  });
});

describe('currencyOfCountry', () => {
  const of = (code: string) => currencyOfCountry(code, countries, currencies);

  it('is the country’s first book-keeping currency', () => {
    expect(of('UA')).toBe('UAH');
    expect(of('JP')).toBe('JPY');
    expect(of('US')).toBe('USD');
    expect(of('PA')).toBe('PAB');
  });

  it('is undefined for a code outside the catalogue', () => {
    expect(of('XX')).toBeUndefined();
    expect(of('ua')).toBeUndefined();
    expect(of('')).toBeUndefined();
  });
});
