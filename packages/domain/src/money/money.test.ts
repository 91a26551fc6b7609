import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCY_EXPONENT_EXCEPTIONS,
  compareDecimals,
  decimalToMinor,
  exponentOf,
  minorToDecimal,
  parseDecimal,
} from './index';

describe('§9 currency exponents', () => {
  it('§9 exponent 2 for most currencies', () => {
    expect(exponentOf('USD')).toBe(2);
    expect(exponentOf('uah')).toBe(2);
  });

  it('§9 exponent 0, 3, 4, 8, 6 and 5 for the listed currencies', () => {
    for (const code of [
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
    ]) {
      expect(exponentOf(code)).toBe(0);
    }
    for (const code of ['KMF', 'PYG', 'UGX', 'BIF']) expect(exponentOf(code)).toBe(0);
    for (const code of ['IQD', 'KWD', 'LYD', 'TND', 'JOD', 'BHD', 'OMR']) expect(exponentOf(code)).toBe(3);
    expect([exponentOf('CLF'), exponentOf('UYW')]).toEqual([4, 4]);
    for (const code of ['BTC', 'ETH', 'LTC', 'BCH', 'ADA', 'BNB', 'BSV', 'EOS'])
      expect(exponentOf(code)).toBe(8);
    expect(exponentOf('PMBTC')).toBe(6);
    expect(exponentOf('PMXAU')).toBe(5);
    expect(Object.keys(CURRENCY_EXPONENT_EXCEPTIONS)).toHaveLength(17 + 7 + 2 + 8 + 2);
  });
});

describe('§3 minor units <-> decimal', () => {
  it('§3 minor units become a decimal by the exponent', () => {
    expect(minorToDecimal(12345n, 2)).toBe('123.45');
    expect(minorToDecimal('-5', 2)).toBe('-0.05');
    expect(minorToDecimal(7n, 0)).toBe('7');
    expect(minorToDecimal(1n, 8)).toBe('0.00000001');
    expect(minorToDecimal('123456789012345678901234567890', 3)).toBe('123456789012345678901234567.890');
    expect(() => minorToDecimal('1.5', 2)).toThrow(RangeError);
    expect(() => minorToDecimal(1n, -1)).toThrow(RangeError);
  });

  it('§3 decimals become minor units exactly, or not at all', () => {
    expect(decimalToMinor('123.45', 2)).toBe(12345n);
    expect(decimalToMinor('1', 8)).toBe(100000000n);
    expect(decimalToMinor('-0.5', 2)).toBe(-50n);
    expect(decimalToMinor('1.500', 2)).toBe(150n);
    expect(decimalToMinor('1.005', 2)).toBeUndefined();
    expect(decimalToMinor('1,5', 2)).toBeUndefined();
    expect(decimalToMinor('0.1', 0)).toBeUndefined();
  });

  it('§3 money round trip: decimal(minor) -> minor is the identity (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 12 }),
        (minor, e) => {
          expect(decimalToMinor(minorToDecimal(minor, e), e)).toBe(minor);
        },
      ),
    );
  });
});

describe('§3 exact decimals', () => {
  it('§3 decimals compare exactly', () => {
    expect(compareDecimals('0.1', '0.10')).toBe(0);
    expect(compareDecimals('-1', '0.000000000000000000001')).toBe(-1);
    expect(compareDecimals('10000000000000000000001', '10000000000000000000000')).toBe(1);
    expect(() => compareDecimals('a', '1')).toThrow(RangeError);
    expect(() => compareDecimals('1', 'b')).toThrow('Not a decimal: b');
    expect(parseDecimal('+1.20')).toEqual({ units: 120n, scale: 2 });
  });
});
