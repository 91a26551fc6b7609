import type { PaymentGridRow } from '@paygrid/contracts/payments/payment';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { paymentCells } from './payment-columns';

const cells = paymentCells({
  t: ((key: string) => key) as unknown as TFunction,
  money: (minor, exponent, currency) => `${minor} by ${exponent} ${currency}`,
  instant: (at) => at,
});
const row = (attributes: PaymentGridRow['attributes']): PaymentGridRow => ({
  type: 'payment',
  id: '01JD8X6Z3K4Q5R6S7T8V9W0XAB',
  attributes: { currency: 'EUR', exponent: 2, ...attributes },
});

describe('the payments grid’s Refunded column (issue 38)', () => {
  it('shows what refunds gave back as money of the payment’s currency, and nothing for a payment never refunded', () => {
    expect(cells.refunded?.(row({ refunded_minor: '2550' }))).toBe('2550 by 2 EUR');
    expect(cells.refunded?.(row({ refunded_minor: '0' }))).toBe('');
    // A view that leaves the currency out shows no amount it cannot read.
    expect(cells.refunded?.(row({ refunded_minor: '2550', currency: undefined }))).toBe('');
  });
});
