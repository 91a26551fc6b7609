import { type SavedView, savedViewFromResource } from '@paygrid/domain/grid/saved-view';
import { sortViewsForDisplay } from '@paygrid/domain/grid/view-positions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { everyFavoritePage } from './every-page';
import { viewKeys } from './view-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const savedViewListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/views/saved-view'),
  'savedViewListSchema',
);

/** GET /dashboard/views: a grid's favourite views, every page, highest position first (SPEC §4, §7). */
async function fetchSavedViews(gridCode: string): Promise<SavedView[]> {
  const resources = await everyFavoritePage(gridCode, (query) =>
    api.get(`/dashboard/views?${query}`, savedViewListAnswer),
  );
  return sortViewsForDisplay(resources.map(savedViewFromResource));
}

const savedViewListQuery = (gridCode: string) =>
  queryOptions({ queryKey: viewKeys.views(gridCode), queryFn: () => fetchSavedViews(gridCode) });

export const useSavedViewList = (gridCode: string) => useQuery(savedViewListQuery(gridCode));
