import type { UpdateSavedViewBody } from '@paygrid/contracts/views/saved-view';
import { savedViewFromResource } from '@paygrid/domain/grid/saved-view';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { viewKeys } from './view-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const savedViewAnswer = lazyAnswer(
  () => import('@paygrid/contracts/views/saved-view'),
  'savedViewAnswerSchema',
);

type SavedViewChange = { id: string; attributes: UpdateSavedViewBody['data']['attributes'] };

/** PATCH /dashboard/views/{id}: a new name or description, or the grid state of "Save changes". */
async function updateSavedView({ id, attributes }: SavedViewChange) {
  const answer = await api.patch(`/dashboard/views/${encodeURIComponent(id)}`, savedViewAnswer, {
    body: { data: { type: 'view', attributes } },
  });
  return savedViewFromResource(answer.data);
}

/** The grid's favourites are read again, also after a refusal (the list may have been stale). */
export function useUpdateSavedView(gridCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedView,
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewKeys.views(gridCode) }),
  });
}
