import type { SavedFilterResourceWire } from '@paygrid/contracts/saved-filters/saved-filter';
import type { FilterWire } from '@paygrid/domain/grid/filter-types';
import { parseFilterValueText } from '@paygrid/domain/grid/saved-view';
import { sortViewsForDisplay } from '@paygrid/domain/grid/view-positions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { everyFavoritePage } from './every-page';
import { viewKeys } from './view-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const savedFilterListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/saved-filters/saved-filter'),
  'savedFilterListSchema',
);

/** A saved filter in client form: the filter part of a view. */
export type SavedFilter = {
  id: string;
  gridId: string;
  name: string;
  scope: string;
  owner: string | null;
  index: number;
  filter: Record<string, FilterWire>;
};

const savedFilterFromResource = ({ id, owner, attributes }: SavedFilterResourceWire): SavedFilter => ({
  id,
  gridId: attributes.grid_code,
  name: attributes.name,
  scope: attributes.access_scope,
  owner,
  index: attributes.position,
  filter: Object.fromEntries(attributes.filters.map(({ key, value }) => [key, parseFilterValueText(value)])),
});

/** GET /dashboard/filters: a grid's favourite saved filters, every page, highest position first. */
async function fetchSavedFilters(gridCode: string): Promise<SavedFilter[]> {
  const resources = await everyFavoritePage(gridCode, (query) =>
    api.get(`/dashboard/filters?${query}`, savedFilterListAnswer),
  );
  return sortViewsForDisplay(resources.map(savedFilterFromResource));
}

const savedFilterListQuery = (gridCode: string) =>
  queryOptions({ queryKey: viewKeys.filters(gridCode), queryFn: () => fetchSavedFilters(gridCode) });

export const useSavedFilterList = (gridCode: string) => useQuery(savedFilterListQuery(gridCode));
