import type { CreateSavedViewBody } from '@paygrid/contracts/views/saved-view';
import { savedViewFromResource } from '@paygrid/domain/grid/saved-view';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { viewKeys } from './view-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const savedViewAnswer = lazyAnswer(
  () => import('@paygrid/contracts/views/saved-view'),
  'savedViewAnswerSchema',
);

/** POST /dashboard/views with type view (SPEC §7). */
async function createSavedView(attributes: CreateSavedViewBody['data']['attributes']) {
  const answer = await api.post('/dashboard/views', savedViewAnswer, {
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
