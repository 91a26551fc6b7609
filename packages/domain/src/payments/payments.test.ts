import { describe, expect, it } from 'vitest';
import { currencies } from '../catalogues/currencies';
import { filterValuesOf } from '../grid/grid-declaration';
import { paymentsGrid } from '../grid/grids/payments-grid';
import { PAYMENT_STATUSES } from './fixed-values';
import { isExchangeRate, majorToMinorText, paymentMoneyToMajor } from './payment-money';

const exponentOf = (code: string) => currencies.find((currency) => currency.code === code)?.exponent ?? -1;

describe('payment money', () => {
  it('reads minor units by the catalogue exponent, never through a float', () => {
    expect(paymentMoneyToMajor({ minor: '12345', currency: 'USD' }, { exponent: exponentOf('USD') })).toBe(
      '123.45',
    );
    expect(paymentMoneyToMajor({ minor: '12345', currency: 'JPY' }, { exponent: exponentOf('JPY') })).toBe(
      '12345',
    );
    expect(paymentMoneyToMajor({ minor: '1', currency: 'KWD' }, { exponent: exponentOf('KWD') })).toBe(
      '0.001',
    );
    expect(paymentMoneyToMajor({ minor: '900719925474099312', currency: 'BTC' }, { exponent: 8 })).toBe(
      '9007199254.74099312',
    );
  });

  it('turns a typed major amount into minor units, refusing what is finer than the minor unit', () => {
    expect(majorToMinorText('10.5', 2)).toBe('1050');
    expect(majorToMinorText('10', 0)).toBe('10');
    expect(majorToMinorText('10.5', 0)).toBeUndefined();
    expect(majorToMinorText('ten', 2)).toBeUndefined();
  });

  it('knows a rate is positive decimal text', () => {
    expect(isExchangeRate('0.0271')).toBe(true);
    expect(isExchangeRate('0')).toBe(false);
    expect(isExchangeRate('1e3')).toBe(false);
  });
});

describe('the payments grid declaration', () => {
  it('sorts newest first with the id as tie-breaker and never offers the mode as a filter', () => {
    expect(paymentsGrid.defaultSort).toEqual([{ param: 'created_at', direction: 'desc' }]);
    expect(paymentsGrid.tieBreaker.param).toBe('id');
    expect(paymentsGrid.filters.map((filter) => filter.key)).not.toContain('mode');
    const status = paymentsGrid.filters.find((filter) => filter.key === 'status');
    expect(status && filterValuesOf(status)).toEqual(PAYMENT_STATUSES);
  });
});
