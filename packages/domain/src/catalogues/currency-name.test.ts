import { describe, expect, it } from 'vitest';
import { currencies } from './currencies';
import { currencyNameIn } from './currency-name';

describe('issue 32: currency names in the reader’s language', () => {
  it('gives the Ukrainian name, capitalised, where the platform’s data has one, else the English one', () => {
    expect(currencyNameIn({ name: { en: 'UAE Dirham', uk: 'дирхам ОАЕ' } }, 'uk')).toBe('Дирхам ОАЕ');
    expect(currencyNameIn({ name: { en: 'UAE Dirham', uk: 'дирхам ОАЕ' } }, 'en')).toBe('UAE Dirham');
    expect(currencyNameIn({ name: { en: 'Bitcoin' } }, 'uk')).toBe('Bitcoin');
  });

  it('names every ISO currency in Ukrainian: the platform’s name (Intl.DisplayNames), the catalogue’s where it has none', () => {
    const iso = currencies.filter((currency) => currency.isoAlpha3Code && currency.type === 'national');
    expect(iso.length).toBeGreaterThan(140);
    const english = iso.filter((currency) => currencyNameIn(currency, 'uk') === currency.name.en);
    expect(english.map((currency) => currency.code)).toEqual([]);
    const platform = new Intl.DisplayNames(['uk'], { type: 'currency', fallback: 'none' });
    const named = iso.filter((currency) => platform.of(currency.code) !== undefined);
    for (const currency of named) expect(currency.name.uk, currency.code).toBe(platform.of(currency.code));
  });
});
