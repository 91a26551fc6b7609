import { isBaseCurrencyCode, isCountryCode } from '@paygrid/domain/organizations/reference-codes';
import { describe, expect, it } from 'vitest';
import {
  browserTimeZone,
  countryOptions,
  currencyOfCountry,
  currencyOptions,
  guessCountryAndCurrency,
  timeZoneOptions,
} from './reference-options';

const isSortedBy = (labels: string[], locale: string) =>
  labels.every((label, index) => index === 0 || (labels[index - 1] ?? '').localeCompare(label, locale) <= 0);

describe('countryOptions', () => {
  it('names each country of the catalogue in the reader’s language', () => {
    expect(countryOptions('en')).toContainEqual({ value: 'UA', label: 'Ukraine' });
    expect(countryOptions('uk')).toContainEqual({ value: 'UA', label: 'Україна' });
    expect(countryOptions('uk')).toContainEqual({ value: 'DE', label: 'Німеччина' });
  });

  it('lists catalogue codes only, each once, sorted by the name in that language', () => {
    for (const locale of ['en', 'uk']) {
      const options = countryOptions(locale);
      expect(options.length).toBeGreaterThan(200);
      expect(options.every((option) => isCountryCode(option.value))).toBe(true);
      expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
      expect(
        isSortedBy(
          options.map((option) => option.label),
          locale,
        ),
      ).toBe(true);
    }
  });

  it('falls back to the catalogue’s English names, sorted, when the language tag is unusable', () => {
    const options = countryOptions('not a language tag');
    expect(options).toContainEqual({ value: 'UA', label: 'Ukraine' });
    expect(
      isSortedBy(
        options.map((option) => option.label),
        'en',
      ),
    ).toBe(true);
  });
});

describe('currencyOptions', () => {
  it('shows the code then the name in the reader’s language', () => {
    expect(currencyOptions('en')).toContainEqual({ value: 'UAH', label: 'UAH · Ukrainian Hryvnia' });
    expect(currencyOptions('uk')).toContainEqual({ value: 'UAH', label: 'UAH · українська гривня' });
    expect(currencyOptions('en')).toContainEqual({ value: 'USD', label: 'USD · US Dollar' });
  });

  it('offers book-keeping currencies only: never the testing or “no currency” codes', () => {
    const codes = currencyOptions('en').map((option) => option.value);
    expect(codes).toEqual(expect.arrayContaining(['EUR', 'JPY', 'UAH', 'USD']));
    expect(codes).not.toContain('XTS');
    expect(codes).not.toContain('XXX');
    expect(codes.every(isBaseCurrencyCode)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps the catalogue’s name when the language tag is unusable', () => {
    const uah = currencyOptions('not a language tag').find((option) => option.value === 'UAH');
    expect(uah?.label).toMatch(/^UAH · Hryvnia$/i);
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
  it('takes the region of the browser language and that country’s currency', () => {
    expect(guessCountryAndCurrency('uk-UA')).toEqual({ country: 'UA', currency: 'UAH' });
    expect(guessCountryAndCurrency('ja-JP')).toEqual({ country: 'JP', currency: 'JPY' });
  });

  it('guesses the likely region of a bare language', () => {
    expect(guessCountryAndCurrency('uk')).toEqual({ country: 'UA', currency: 'UAH' });
    expect(guessCountryAndCurrency('en')).toEqual({ country: 'US', currency: 'USD' });
  });

  it('guesses nothing for a region that is not a country, or a tag that is not one', () => {
    expect(guessCountryAndCurrency('en-001')).toEqual({ country: '', currency: '' });
    expect(guessCountryAndCurrency('not a language tag')).toEqual({ country: '', currency: '' });
    expect(guessCountryAndCurrency('')).toEqual({ country: '', currency: '' });
  });
});

describe('currencyOfCountry', () => {
  it('is the country’s first book-keeping currency', () => {
    expect(currencyOfCountry('UA')).toBe('UAH');
    expect(currencyOfCountry('JP')).toBe('JPY');
    expect(currencyOfCountry('US')).toBe('USD');
  });

  it('is undefined for a code outside the catalogue', () => {
    expect(currencyOfCountry('XX')).toBeUndefined();
    expect(currencyOfCountry('ua')).toBeUndefined();
    expect(currencyOfCountry('')).toBeUndefined();
  });
});
