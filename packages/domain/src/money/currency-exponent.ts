/** What money rules need to know of a currency; the full catalogue supplies these. */
export type CurrencyDescriptor = {
  code: string;
  /** Decimal places of the minor unit. */
  exponent: number;
  parentCode?: string;
  /** How many units of this currency make one unit of the parent (1 unless stated, §9). */
  parentCurrencyMultiplier?: number;
};

/** §9: exponent 2 for most currencies. */
export const DEFAULT_CURRENCY_EXPONENT = 2;

/**
 * §9: the currencies whose exponent is not 2.
 * @internal Exported for tests only.
 * @internal Exported for tests only.
 */
export const CURRENCY_EXPONENT_EXCEPTIONS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    [
      'CLP',
      'KRW',
      'XOF',
      'XAF',
      'XPF',
      'VND',
      'GNF',
      'VUV',
      'UYI',
      'JPY',
      'RWF',
      'ISK',
      'DJF',
      'KMF',
      'PYG',
      'UGX',
      'BIF',
    ].map((code) => [code, 0]),
  ),
  ...Object.fromEntries(['IQD', 'KWD', 'LYD', 'TND', 'JOD', 'BHD', 'OMR'].map((code) => [code, 3])),
  CLF: 4,
  UYW: 4,
  ...Object.fromEntries(['BTC', 'ETH', 'LTC', 'BCH', 'ADA', 'BNB', 'BSV', 'EOS'].map((code) => [code, 8])),
  PMBTC: 6,
  PMXAU: 5,
};

/** §9 exponent of a currency code when no catalogue entry is at hand. */
export const exponentOf = (code: string): number =>
  CURRENCY_EXPONENT_EXCEPTIONS[code.toUpperCase()] ?? DEFAULT_CURRENCY_EXPONENT;
