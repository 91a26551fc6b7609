import { serializeFilters } from '@paygrid/domain/grid/filter-codec';
import type { FilterState } from '@paygrid/domain/grid/filter-types';
import { filterDefinitionsOf } from '@paygrid/domain/grid/grid-declaration';
import { paymentsGrid } from '@paygrid/domain/grid/grids/payments-grid';
import { stringifyQuery } from '@paygrid/domain/grid/query-string';

const definitions = filterDefinitionsOf(paymentsGrid);

/**
 * The payments grid filtered to one figure, through the grid's own URL codec. A filter the grid does not declare
 * (the method, until the grid offers it) is left out rather than sent and refused.
 */
export function paymentsLink(filters: FilterState): string {
  const known = Object.fromEntries(
    Object.entries(filters).filter(([key]) => definitions.some((definition) => definition.key === key)),
  );
  const query = stringifyQuery({ filter: serializeFilters(definitions, known) });
  return query ? `/payments?${query}` : '/payments';
}

/** The grid's created_at filter for one day of the user's zone (its first second), or the whole window. */
export const onDay = (start: number): FilterState => ({ created_at: { type: 'is-equal-to', gte: start } });
export const lastThirtyDays: FilterState = { created_at: { type: 'between', preset: 'last-30-days' } };
