import { describe, expect, it } from 'vitest';
import { mostPaid } from './most-paid';

describe('mostPaid', () => {
  it('puts the currency of the most successful payments first, ties by code, without changing its input', () => {
    const sums = [
      { currency: 'BTC', count: 3 },
      { currency: 'USD', count: 90 },
      { currency: 'EUR', count: 40 },
      { currency: 'CAD', count: 40 },
    ];
    expect(mostPaid(sums).map((sum) => sum.currency)).toEqual(['USD', 'CAD', 'EUR', 'BTC']);
    expect(sums[0]?.currency).toBe('BTC');
  });
});
