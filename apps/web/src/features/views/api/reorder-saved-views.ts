import type { SavedView } from '@paygrid/domain/grid/saved-view';
import { favoritesBulkUpdate, reorderedPositions } from '@paygrid/domain/grid/view-positions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { viewKeys } from './view-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const favoritesAnswer = lazyAnswer(
  () => import('@paygrid/contracts/views/saved-view'),
  'savedViewFavoritesAnswerSchema',
);

export type FavoritesOrder = {
  gridCode: string;
  /** Every favourite in its new order, first listed first. */
  ids: string[];
  /** The ones the reader may move (their own): only these are sent, others keep their positions. */
  movable: ReadonlySet<string>;
};

/** PATCH /dashboard/views/favorites with type bulk-update: the first listed gets the highest position (§4). */
async function reorderSavedViews({ gridCode, ids, movable }: FavoritesOrder) {
  const { type, attributes } = favoritesBulkUpdate(gridCode, ids);
  const favorites = attributes.favorites.filter((item) => movable.has(item.id));
  await api.patch('/dashboard/views/favorites', favoritesAnswer, {
    body: { data: { type, attributes: { ...attributes, favorites } } },
  });
}

/** The new order shows at once; a refusal puts the server's order back. */
export function useReorderSavedViews(gridCode: string) {
  const queryClient = useQueryClient();
  const key = viewKeys.views(gridCode);
  return useMutation({
    mutationFn: reorderSavedViews,
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const position = new Map(reorderedPositions(ids).map((item) => [item.id, item.position]));
      queryClient.setQueryData<SavedView[]>(key, (views) =>
        views
          ?.map((view) => ({ ...view, index: position.get(view.id) ?? view.index }))
          .sort((a, b) => b.index - a.index),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
