import { numberFormats } from '@paygrid/domain/format/number-format';
import { describe, expect, it } from 'vitest';
import { readerNumbers } from './reader-numbers';

describe('readerNumbers (§3 number_format)', () => {
  it('writes counts, percentages and money with the chosen separators', () => {
    const spaceComma = readerNumbers(numberFormats['space-comma']);
    expect(spaceComma.count(50_000)).toBe('50\u00a0000');
    expect(spaceComma.percent(0.9433)).toBe('94,3%');
    expect(spaceComma.money('123456789', 2, 'UAH')).toBe('1\u00a0234\u00a0567,89 UAH');
    const commaDot = readerNumbers(numberFormats['comma-dot']);
    expect(commaDot.count(19_100)).toBe('19,100');
    expect(commaDot.percent(1)).toBe('100%');
    expect(commaDot.percent(0.5)).toBe('50%');
    expect(commaDot.money('1877287323', 8, 'BTC')).toBe('18.77287323 BTC');
    expect(commaDot.money('-500', 0, 'JPY')).toBe('-500 JPY');
  });

  it('keeps every digit of an amount past what a float holds', () => {
    expect(readerNumbers(numberFormats['plain-dot']).money('123456789012345678901', 2, 'USD')).toBe(
      '1234567890123456789.01 USD',
    );
  });
});
