import { describe, expect, it } from 'vitest';
import { filterValuesOf } from '../grid/grid-declaration';
import { paymentsGrid } from '../grid/grids/payments-grid';
import { PAYMENT_STATUSES } from './fixed-values';

describe('the payments grid declaration', () => {
  it('sorts newest first with the id as tie-breaker and never offers the mode as a filter', () => {
    expect(paymentsGrid.defaultSort).toEqual([{ param: 'created_at', direction: 'desc' }]);
    expect(paymentsGrid.tieBreaker.param).toBe('id');
    expect(paymentsGrid.filters.map((filter) => filter.key)).not.toContain('mode');
    const status = paymentsGrid.filters.find((filter) => filter.key === 'status');
    expect(status && filterValuesOf(status)).toEqual(PAYMENT_STATUSES);
  });
});
