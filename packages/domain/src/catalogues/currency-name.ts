import type { Currency } from './types';

/**
 * A currency's name in an interface language: Ukrainian from the platform's own data (CLDR, as the catalogue
 * holds it) with its first letter capitalised as a name in a list is ("Дирхам ОАЕ"), else the English name (crypto
 * and metal entries CLDR does not name).
 */
export function currencyNameIn(currency: Pick<Currency, 'name'>, language: 'en' | 'uk'): string {
  const uk = currency.name.uk;
  if (language === 'en' || !uk) return currency.name.en;
  return uk.charAt(0).toLocaleUpperCase('uk') + uk.slice(1);
}
