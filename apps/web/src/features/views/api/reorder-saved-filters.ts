import { favoritesBulkUpdate, reorderedPositions } from '@paygrid/domain/grid/view-positions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import type { FavoritesOrder } from './reorder-saved-views';
import type { SavedFilter } from './saved-filter-list';
import { viewKeys } from './view-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const favoritesAnswer = lazyAnswer(
  () => import('@paygrid/contracts/saved-filters/saved-filter'),
  'savedFilterFavoritesAnswerSchema',
);

/** PATCH /dashboard/filters/favorites with type bulk-update, as views: only the reader's own are sent. */
async function reorderSavedFilters({ gridCode, ids, movable }: FavoritesOrder) {
  const { type, attributes } = favoritesBulkUpdate(gridCode, ids);
  const favorites = attributes.favorites.filter((item) => movable.has(item.id));
  await api.patch('/dashboard/filters/favorites', favoritesAnswer, {
    body: { data: { type, attributes: { ...attributes, favorites } } },
  });
}

/** The new order shows at once; a refusal puts the server's order back. */
export function useReorderSavedFilters(gridCode: string) {
  const queryClient = useQueryClient();
  const key = viewKeys.filters(gridCode);
  return useMutation({
    mutationFn: reorderSavedFilters,
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const position = new Map(reorderedPositions(ids).map((item) => [item.id, item.position]));
      queryClient.setQueryData<SavedFilter[]>(key, (filters) =>
        filters
          ?.map((filter) => ({ ...filter, index: position.get(filter.id) ?? filter.index }))
          .sort((a, b) => b.index - a.index),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
