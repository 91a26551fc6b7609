// The summary's rows path filters with the list's own mapping (payment-grid.ts): they can never disagree.
export { paymentFilterSql } from './payment-grid';

/** The filters the hourly rollup can answer: its own dimensions. created_at also needs whole-hour bounds. */
export const ROLLUP_FILTERS: ReadonlySet<string> = new Set([
  'status',
  'type',
  'currency',
  'method',
  'created_at',
]);
