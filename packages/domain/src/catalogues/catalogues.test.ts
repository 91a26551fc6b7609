import { describe, expect, it } from 'vitest';
import { exponentOf } from '../money';
import { countryByCode, currencyByCode } from './catalogues.test-support';
import { countries, countriesByCode, currencies, currenciesByCode } from './index';

const codesOf = (list: ReadonlyArray<{ code: string }>) => list.map((entry) => entry.code);

describe('§3 Country reference catalogue', () => {
  it('has about 250 entries, each code unique and keyed by code', () => {
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.length).toBeLessThanOrEqual(260);
    expect(new Set(codesOf(countries)).size).toBe(countries.length);
    expect(countriesByCode.size).toBe(countries.length);
    for (const country of countries) expect(countriesByCode.get(country.code)).toBe(country);
  });

  it('is alphabetical by English name', () => {
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('carries every field in its shape', () => {
    for (const c of countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.name).not.toBe('');
      expect(c.nameUk).not.toBe('');
      expect(c.phone).toMatch(/^\d+(,\d+)*$/);
      expect(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA']).toContain(c.continent);
      expect(c.emojiU).toBe(
        [...c.emoji].map((ch) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase()}`).join(' '),
      );
    }
    expect(countryByCode('UA')).toMatchObject({
      name: 'Ukraine',
      native: 'Україна',
      phone: '380',
      continent: 'EU',
      capital: 'Kyiv',
      currencies: ['UAH'],
      emoji: '🇺🇦',
      emojiU: 'U+1F1FA U+1F1E6',
    });
    expect(countryByCode('DO')?.phone).toBe('1809,1829,1849');
  });

  it('finds a country by code in either case and answers undefined for an unknown one', () => {
    expect(countryByCode('ua')).toBe(countryByCode('UA'));
    expect(countryByCode('QQ')).toBeUndefined();
  });

  it('has Ukrainian names (i18n-iso-countries uk), falling back to the English name', () => {
    expect(countryByCode('UA')?.nameUk).toBe('Україна');
    expect(countryByCode('US')?.nameUk).toBe('США');
    expect(countryByCode('DE')?.nameUk).toBe('Німеччина');
    const fallbacks = countries.filter((c) => c.nameUk === c.name).map((c) => c.code);
    // Ascension Island and Tristan da Cunha have no entry in the uk locale.
    expect(fallbacks).toEqual(['AC', 'TA']);
  });

  it('has one spelling of each name, with its diacritics (decision record 0015)', () => {
    expect(countryByCode('AX')?.name).toBe('Åland Islands');
    expect(countryByCode('CI')?.name).toBe("Côte d'Ivoire");
    expect(countryByCode('RE')?.name).toBe('Réunion');
    expect(countries.filter((c) => /^Aland\b/.test(c.name))).toEqual([]);
    expect(new Set(countries.map((c) => c.name)).size).toBe(countries.length);
  });

  it('puts a transcontinental country on one conventional continent (UN M49, decision record 0015)', () => {
    expect(countryByCode('RU')?.continent).toBe('EU');
    expect(countryByCode('TR')?.continent).toBe('AS');
    expect(countryByCode('KZ')?.continent).toBe('AS');
    expect(countryByCode('EG')?.continent).toBe('AF');
  });

  it('lists currencies that exist in the currency catalogue (Antarctica has none)', () => {
    const missing = countries.flatMap((c) => c.currencies.filter((code) => !currencyByCode(code)));
    expect(missing).toEqual([]);
    expect(countries.filter((c) => c.currencies.length === 0).map((c) => c.code)).toEqual(['AQ']);
  });
});

describe('§3 Currency reference catalogue', () => {
  it('has several hundred entries, each code unique and keyed by code', () => {
    expect(currencies.length).toBeGreaterThan(200);
    expect(new Set(codesOf(currencies)).size).toBe(currencies.length);
    expect(currenciesByCode.size).toBe(currencies.length);
    for (const currency of currencies) expect(currenciesByCode.get(currency.code)).toBe(currency);
  });

  it('is alphabetical by code', () => {
    const codes = codesOf(currencies);
    expect(codes).toEqual([...codes].sort());
  });

  it('finds a currency by code in either case and answers undefined for an unknown one', () => {
    expect(currencyByCode('usd')).toBe(currencyByCode('USD'));
    expect(currencyByCode('QQQ')).toBeUndefined();
  });

  it('marks every entry active with a known type and an English name', () => {
    for (const c of currencies) {
      expect(c.status).toBe('active');
      expect(['national', 'digital', 'crypto', 'metal', 'technical']).toContain(c.type);
      expect(c.name.en).not.toBe('');
    }
  });

  it('gives national currencies their full ISO name, numeric and alpha codes', () => {
    expect(currencyByCode('USD')).toMatchObject({
      name: { en: 'US Dollar' },
      type: 'national',
      symbol: '$',
      isoNumeric3Code: '840',
      isoAlpha3Code: 'USD',
    });
    expect(currencyByCode('UAH')).toMatchObject({ isoNumeric3Code: '980', symbol: '₴' });
    for (const c of currencies.filter((x) => x.type === 'national')) {
      expect(c.isoAlpha3Code).toBe(c.code);
      expect(c.isoNumeric3Code).toMatch(/^\d{3}$/);
      expect(c.name.en).not.toBe(c.code);
    }
  });

  it('has the technical entries XTS (testing) and XXX (no currency)', () => {
    const technical = currencies.filter((c) => c.type === 'technical');
    expect(codesOf(technical)).toEqual(['XTS', 'XXX']);
  });

  it('has the metals XAU, XAG, XPD, XPT and PMXAU (Gold Ounce)', () => {
    const metals = currencies.filter((c) => c.type === 'metal');
    expect(codesOf(metals)).toEqual(['PMXAU', 'XAG', 'XAU', 'XPD', 'XPT']);
    expect(currencyByCode('XAU')?.name.en).toBe('Gold');
    expect(currencyByCode('PMXAU')).toMatchObject({ name: { en: 'Gold Ounce' }, isoNumeric3Code: '0' });
  });

  it('has the crypto entries SPEC lists, named by their code, isoNumeric3Code 0', () => {
    const listed = 'BTC ETH LTC BCH ADA BNB BSV DOGE XMR ZEC DASH ETC EMC EDC LSK REP CLAM NMC XRP USDT EOS';
    const crypto = currencies.filter((c) => c.type === 'crypto');
    expect(codesOf(crypto).sort()).toEqual(listed.split(' ').sort());
    for (const c of crypto) expect(c).toMatchObject({ name: { en: c.code }, isoNumeric3Code: '0' });
  });

  it('builds digital entries from a prefix and a parent that exists, with a vendor', () => {
    const digital = currencies.filter((c) => c.type === 'digital');
    expect(digital.length).toBeGreaterThan(0);
    for (const c of digital) {
      const parent = c.parentCode === undefined ? undefined : currencyByCode(c.parentCode);
      expect(parent, c.code).toBeDefined();
      expect(c.code.endsWith(c.parentCode ?? '') || c.code === 'WMX').toBe(true);
      expect(c.vendor).toBeTruthy();
      expect(c.name.en).toBe(c.code);
    }
    const parents = new Set(digital.map((c) => c.parentCode));
    for (const code of ['USD', 'EUR', 'RUB', 'UAH', 'KZT', 'THB', 'BTC']) expect(parents).toContain(code);
    for (const prefix of ['CARD', 'BANK', 'CASH'])
      expect(digital.some((c) => c.code.startsWith(prefix))).toBe(true);
    expect(currencyByCode('CARDUAH')).toMatchObject({ parentCode: 'UAH', vendor: 'Card scheme' });
  });
});

describe('§3 Currency entry in grid use: countries and search keywords', () => {
  it('carries the catalogue countries that use each currency', () => {
    expect(currencyByCode('UAH')?.countries).toEqual(['UA']);
    expect(currencyByCode('EUR')?.countries).toEqual(expect.arrayContaining(['DE', 'FR', 'AX', 'ME']));
    for (const currency of currencies)
      for (const code of currency.countries)
        expect(countryByCode(code)?.currencies, `${currency.code} ${code}`).toContain(currency.code);
    for (const country of countries)
      for (const code of country.currencies) expect(currencyByCode(code)?.countries).toContain(country.code);
  });

  it('has keywords a person searches by: Bitcoin for BTC, the Ukrainian name for UAH', () => {
    expect(currencyByCode('BTC')?.keywords).toContain('Bitcoin');
    expect(currencyByCode('USDT')?.keywords).toContain('Tether');
    expect(currencyByCode('UAH')?.keywords).toEqual(
      expect.arrayContaining(['Ukrainian Hryvnia', 'українська гривня']),
    );
    expect(currencyByCode('UAH')?.name).toEqual({ en: 'Hryvnia', uk: 'українська гривня' });
    expect(currencyByCode('CARDUAH')?.keywords).toEqual(['Card scheme Hryvnia']);
    for (const c of currencies) expect(c.keywords).not.toContain(c.name.en);
  });
});

// SPEC §9, copied word for word: the catalogue itself must agree (decision record 0016).
const SPEC_EXPONENTS: Record<number, string> = {
  0: 'CLP, KRW, XOF, XAF, XPF, VND, GNF, VUV, UYI, JPY, RWF, ISK, DJF, KMF, PYG, UGX, BIF',
  3: 'IQD, KWD, LYD, TND, JOD, BHD, OMR',
  4: 'CLF and UYW',
  8: 'BTC, ETH, LTC, BCH, ADA, BNB, BSV, EOS',
  6: 'PMBTC',
  5: 'PMXAU',
};
const specListed = new Map(
  Object.entries(SPEC_EXPONENTS).flatMap(([exponent, codes]) =>
    codes.split(/, | and /).map((code) => [code, Number(exponent)] as const),
  ),
);

describe('§9 Currency exponents and parentCurrencyMultiplier', () => {
  it.each([...specListed])('%s has exponent %i in the catalogue and in exponentOf', (code, exponent) => {
    expect(currencyByCode(code)?.exponent).toBe(exponent);
    expect(exponentOf(code)).toBe(exponent);
  });

  it('gives exponent 2 to every entry §9 does not list: DOGE, XRP, USDT, WMX, the card variants', () => {
    expect(specListed.size).toBe(36);
    for (const c of currencies.filter((x) => !specListed.has(x.code))) expect(c.exponent, c.code).toBe(2);
    for (const code of ['DOGE', 'XRP', 'USDT', 'WMX', 'CARDUSD', 'USD'])
      expect(currencyByCode(code)?.exponent).toBe(2);
  });

  it('agrees with exponentOf for every entry', () => {
    for (const c of currencies) expect(c.exponent, c.code).toBe(exponentOf(c.code));
  });

  it('has multiplier 1 everywhere except WMX (1000, parent BTC)', () => {
    expect(currencyByCode('WMX')).toMatchObject({ parentCode: 'BTC', parentCurrencyMultiplier: 1000 });
    for (const c of currencies.filter((x) => x.code !== 'WMX')) expect(c.parentCurrencyMultiplier).toBe(1);
  });
});
