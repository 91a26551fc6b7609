import type { CreateSavedFilterBody, UpdateSavedFilterBody } from '@paygrid/contracts/presets/saved-filter';
import type { CreateSavedViewBody, UpdateSavedViewBody } from '@paygrid/contracts/presets/saved-view';
import { favoritesBulkUpdate, reorderedPositions } from '@paygrid/domain/grid/view-positions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnswerCheck, api, lazyAnswer } from '~/shared/http';
import { type GridPresets, savedViewAnswer } from './grid-presets';
import { viewKeys } from './view-keys';

// Saved views and saved filters are the same kind of thing on two paths: one set of mutations serves both. Each
// reads the grid's presets again once settled, also after a refusal (the list may have been stale).

type Kinds = {
  view: {
    create: CreateSavedViewBody['data']['attributes'];
    update: UpdateSavedViewBody['data']['attributes'];
  };
  filter: {
    create: CreateSavedFilterBody['data']['attributes'];
    update: UpdateSavedFilterBody['data']['attributes'];
  };
};
type Kind = keyof Kinds;

const PATH: Record<Kind, string> = { view: '/dashboard/views', filter: '/dashboard/filters' };
const LIST: Record<Kind, 'views' | 'filters'> = { view: 'views', filter: 'filters' };

// The contracts' schemas, imported with the first call: zod stays out of the first load (decision 0023).
const ANSWER: Record<Kind, AnswerCheck<{ data: { id: string } }>> = {
  view: savedViewAnswer,
  filter: lazyAnswer(() => import('@paygrid/contracts/presets/saved-filter'), 'savedFilterAnswerSchema'),
};
const FAVORITES: Record<Kind, AnswerCheck<unknown>> = {
  view: lazyAnswer(() => import('@paygrid/contracts/presets/saved-view'), 'savedViewFavoritesAnswerSchema'),
  filter: lazyAnswer(
    () => import('@paygrid/contracts/presets/saved-filter'),
    'savedFilterFavoritesAnswerSchema',
  ),
};
const acknowledgement = lazyAnswer(
  () => import('@paygrid/contracts/auth/account-fields'),
  'acknowledgementSchema',
);

const at = (kind: Kind, id: string) => `${PATH[kind]}/${encodeURIComponent(id)}`;

function useSettledRefresh(gridCode: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: viewKeys.grid(gridCode) });
}

/** POST /dashboard/{views,filters} (SPEC §7): answers the new preset's id. */
export function useCreatePreset<K extends Kind>(kind: K, gridCode: string) {
  const onSettled = useSettledRefresh(gridCode);
  return useMutation({
    mutationFn: async (attributes: Kinds[K]['create']) =>
      (await api.post(PATH[kind], ANSWER[kind], { body: { data: { type: kind, attributes } } })).data,
    onSettled,
  });
}

/** PATCH /dashboard/{views,filters}/{id}: a new name, scope or description, or a view's grid state. */
export function useUpdatePreset<K extends Kind>(kind: K, gridCode: string) {
  const onSettled = useSettledRefresh(gridCode);
  return useMutation({
    mutationFn: async ({ id, attributes }: { id: string; attributes: Kinds[K]['update'] }) =>
      (await api.patch(at(kind, id), ANSWER[kind], { body: { data: { type: kind, attributes } } })).data,
    onSettled,
  });
}

/** DELETE /dashboard/{views,filters}/{id} */
export function useDeletePreset(kind: Kind, gridCode: string) {
  const onSettled = useSettledRefresh(gridCode);
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(at(kind, id), acknowledgement);
    },
    onSettled,
  });
}

export type FavoritesOrder = {
  /** Every favourite in its new order, first listed first. */
  ids: string[];
  /** The ones the reader may move (their own): only these are sent, others keep their positions. */
  movable: ReadonlySet<string>;
};

/**
 * PATCH /dashboard/{views,filters}/favorites with type bulk-update: the first listed gets the highest position
 * (§4). The new order shows at once; a refusal puts the server's order back.
 */
export function useReorderPresets(kind: Kind, gridCode: string) {
  const queryClient = useQueryClient();
  const key = viewKeys.grid(gridCode);
  const onSettled = useSettledRefresh(gridCode);
  return useMutation({
    mutationFn: async ({ ids, movable }: FavoritesOrder) => {
      const { type, attributes } = favoritesBulkUpdate(gridCode, ids);
      const favorites = attributes.favorites.filter((item) => movable.has(item.id));
      await api.patch(`${PATH[kind]}/favorites`, FAVORITES[kind], {
        body: { data: { type, attributes: { ...attributes, favorites } } },
      });
    },
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const position = new Map(reorderedPositions(ids).map((item) => [item.id, item.position]));
      const list = LIST[kind];
      queryClient.setQueryData<GridPresets>(key, (presets) =>
        presets
          ? {
              ...presets,
              [list]: presets[list]
                .map((preset) => ({ ...preset, index: position.get(preset.id) ?? preset.index }))
                .sort((a, b) => b.index - a.index),
            }
          : presets,
      );
    },
    onSettled,
  });
}
