import { type CreateSavedViewBody, savedViewAnswerSchema } from '@paygrid/contracts/views/saved-view';
import { savedViewFromResource } from '@paygrid/domain/grid/saved-view';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { viewKeys } from './view-keys';

/** POST /dashboard/views with type view (SPEC §7). */
export async function createSavedView(attributes: CreateSavedViewBody['data']['attributes']) {
  const answer = await api.post('/dashboard/views', savedViewAnswerSchema, {
    body: { data: { type: 'view', attributes } },
  });
  return savedViewFromResource(answer.data);
}

/** The grid's favourites gain the new view. */
export function useCreateSavedView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedView,
    onSuccess: (view) => queryClient.invalidateQueries({ queryKey: viewKeys.views(view.gridId) }),
  });
}
