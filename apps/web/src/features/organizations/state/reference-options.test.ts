import type { EnumerationItem } from '@paygrid/contracts/system/enumerations';
import { countries as countryCatalogue } from '@paygrid/domain/catalogues/countries';
import { currencies as currencyCatalogue } from '@paygrid/domain/catalogues/currencies';
import { isBaseCurrencyCode, isCountryCode } from '@paygrid/domain/organizations/reference-codes';
import { describe, expect, it } from 'vitest';
import {
  browserTimeZone,
  countryOptions,
  currencyOfCountry,
  currencyOptions,
  currencySearchIndex,
  guessCountryAndCurrency,
  matchesSearch,
  timeZoneOptions,
} from './reference-options';

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

describe('countryOptions', () => {
  it('keeps each country of the enumeration, in its order, as value and label only', () => {
    const options = countryOptions(countries);
    expect(options).toContainEqual({ value: 'UA', label: 'Ukraine' });
    expect(options).toContainEqual({ value: 'AX', label: 'Åland Islands' });
    expect(options.map((option) => option.value)).toEqual(countries.map((item) => item.value));
    expect(options.every((option) => isCountryCode(option.value))).toBe(true);
  });
});

describe('currencyOptions', () => {
  it('shows the code then the catalogue name', () => {
    expect(currencyOptions(currencies)).toContainEqual({ value: 'UAH', label: 'UAH · Hryvnia' });
    expect(currencyOptions(currencies)).toContainEqual({ value: 'USD', label: 'USD · US Dollar' });
  });

  it('offers book-keeping currencies only: never crypto, metals, payment systems or XTS/XXX', () => {
    const codes = currencyOptions(currencies).map((option) => option.value);
    expect(codes).toEqual(expect.arrayContaining(['EUR', 'JPY', 'UAH', 'USD']));
    for (const code of ['XTS', 'XXX', 'BTC', 'XAU', 'CARDUSD']) expect(codes).not.toContain(code);
    expect(codes.every(isBaseCurrencyCode)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

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

describe('timeZoneOptions', () => {
  it('is every zone the runtime lists, sorted, each once', () => {
    const zones = timeZoneOptions();
    expect(zones).toEqual(expect.arrayContaining(Intl.supportedValuesOf('timeZone')));
    expect(zones).toEqual([...zones].sort());
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('adds the browser’s own zone when the list leaves it out (UTC), in its sorted place', () => {
    const listed = new Set(Intl.supportedValuesOf('timeZone'));
    const unlisted = ['UTC', 'Etc/UTC', 'US/Pacific', 'Europe/Kyiv', 'Europe/Kiev'].find(
      (zone) => !listed.has(zone),
    );
    if (!unlisted) throw new Error('every candidate zone is listed: pick another unlisted valid zone');
    const zones = timeZoneOptions(unlisted);
    expect(zones).toContain(unlisted);
    expect(zones).toEqual([...zones].sort());
    expect(timeZoneOptions()).not.toContain(unlisted);
  });

  it('does not add an unknown zone', () => {
    expect(timeZoneOptions('Mars/Olympus_Mons')).not.toContain('Mars/Olympus_Mons');
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

describe('currency search', () => {
  const index = currencySearchIndex(currencies);
  const found = (search: string) =>
    [...index.keys()].filter((code) => matchesSearch(index.get(code), search));

  it('finds a currency by code, catalogue name or keyword, in English or Ukrainian', () => {
    expect(found('uah')).toEqual(['UAH']);
    expect(found('Ukrainian')).toEqual(['UAH']);
    expect(found('гривня')).toEqual(['UAH']);
    expect(found('us dollar')).toContain('USD');
    expect(found('UAH · Hryvnia')).toEqual(['UAH']);
  });

  it('indexes book-keeping currencies only and needs every word', () => {
    expect(index.has('BTC')).toBe(false);
    expect(found('ukrainian dollar')).toEqual([]);
    expect(matchesSearch(undefined, 'usd')).toBe(false);
  });
});
