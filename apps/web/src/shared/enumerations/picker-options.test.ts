import type { EnumerationItem } from '@paygrid/contracts/system/enumerations';
import { countries as countryCatalogue } from '@paygrid/domain/catalogues/countries';
import { currencies as currencyCatalogue } from '@paygrid/domain/catalogues/currencies';
import { isBaseCurrencyCode, isCountryCode } from '@paygrid/domain/organizations/reference-codes';
import { describe, expect, it } from 'vitest';
import {
  countryPickerOptions,
  currencyPickerOptions,
  findOptions,
  matchesSearch,
  type PickerOption,
  timeZonePickerOptions,
  utcOffsetOf,
} from './picker-options';

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
const zones: EnumerationItem[] = [
  { value: 'Europe/Kiev', label: 'Kyiv (Europe)', keywords: ['Europe/Kiev', 'Europe/Kyiv', 'Kiev', 'Kyiv'] },
  { value: 'Asia/Tokyo', label: 'Tokyo (Asia)', keywords: ['Asia/Tokyo', 'Tokyo', 'Asia'] },
  { value: 'UTC', label: 'UTC', keywords: ['UTC'] },
];
const winter = new Date('2025-01-15T12:00:00Z');
const summer = new Date('2025-07-15T12:00:00Z');
const found = (options: PickerOption[], search: string) =>
  options.filter((option) => matchesSearch(option.search, search)).map((option) => option.value);

describe('country picker options', () => {
  it('keeps each country of the enumeration, in its order, found by name or code', () => {
    const options = countryPickerOptions(countries);
    expect(options.find((option) => option.value === 'UA')?.label).toBe('Ukraine');
    expect(options.map((option) => option.value)).toEqual(countries.map((item) => item.value));
    expect(options.every((option) => isCountryCode(option.value))).toBe(true);
    expect(found(options, 'ukr')).toEqual(['UA']);
  });
});

describe('currency picker options', () => {
  const options = currencyPickerOptions(currencies);

  it('shows the code then the catalogue name', () => {
    expect(options.find((option) => option.value === 'UAH')?.label).toBe('UAH · Hryvnia');
  });

  it('offers book-keeping currencies only: never crypto, metals, payment systems or XTS/XXX', () => {
    const codes = options.map((option) => option.value);
    expect(codes).toEqual(expect.arrayContaining(['EUR', 'JPY', 'UAH', 'USD']));
    for (const code of ['XTS', 'XXX', 'BTC', 'XAU', 'CARDUSD']) expect(codes).not.toContain(code);
    expect(codes.every(isBaseCurrencyCode)).toBe(true);
  });

  it('offers every currency of the catalogue when asked, as a payment may be in any', () => {
    const codes = currencyPickerOptions(currencies, { everyKind: true }).map((option) => option.value);
    expect(codes).toEqual(currencies.map((currency) => currency.value));
    expect(codes).toEqual(expect.arrayContaining(['BTC', 'XAU', 'UAH']));
  });

  it('finds a currency by code, catalogue name or keyword, in English or Ukrainian, every word needed', () => {
    expect(found(options, 'uah')).toEqual(['UAH']);
    expect(found(options, 'Ukrainian')).toEqual(['UAH']);
    expect(found(options, 'гривня')).toEqual(['UAH']);
    expect(found(options, 'UAH · Hryvnia')).toEqual(['UAH']);
    expect(found(options, 'ukrainian dollar')).toEqual([]);
    expect(findOptions(options, 'euro')[0]?.value).toBe('EUR');
    expect(findOptions(options, 'us')[0]?.value).toBe('USD');
    expect(matchesSearch(undefined, 'usd')).toBe(false);
  });
});

describe('time-zone picker options (issue 18: "Kyiv" finds Europe/Kiev, shown as Kyiv)', () => {
  it('labels each zone by its place and its offset at that instant, daylight saving included', () => {
    const options = timeZonePickerOptions(zones, winter);
    expect(options.find((option) => option.value === 'Europe/Kiev')?.label).toBe('Kyiv (Europe) UTC+02:00');
    expect(timeZonePickerOptions(zones, summer)[0]?.label).toBe('Kyiv (Europe) UTC+03:00');
    expect(options.find((option) => option.value === 'UTC')?.label).toBe('UTC UTC');
    expect(utcOffsetOf('Asia/Kolkata', winter)).toBe('UTC+05:30');
  });

  it("finds a zone by today's and older names", () => {
    const options = timeZonePickerOptions(zones, winter);
    expect(found(options, 'Kyiv')).toEqual(['Europe/Kiev']);
    expect(found(options, 'kiev')).toEqual(['Europe/Kiev']);
    expect(found(options, 'europe/kyiv')).toEqual(['Europe/Kiev']);
    expect(findOptions(options, '  ')).toHaveLength(3);
  });

  it('shows a kept zone picked under its other name, and adds a valid unlisted one', () => {
    expect(timeZonePickerOptions(zones, winter, 'Europe/Kyiv').map((option) => option.value)).toEqual([
      'Europe/Kyiv',
      'Asia/Tokyo',
      'UTC',
    ]);
    expect(timeZonePickerOptions(zones, winter, 'America/New_York').at(-1)?.value).toBe('America/New_York');
    expect(timeZonePickerOptions(zones, winter, 'Mars/Olympus_Mons')).toHaveLength(3);
    expect(timeZonePickerOptions([], winter, 'Europe/Kyiv')).toEqual([]);
  });
});
