import type { CreateSavedFilterBody } from '@paygrid/contracts/saved-filters/saved-filter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { viewKeys } from './view-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const savedFilterAnswer = lazyAnswer(
  () => import('@paygrid/contracts/saved-filters/saved-filter'),
  'savedFilterAnswerSchema',
);

/** POST /dashboard/filters with type filter. */
function createSavedFilter(attributes: CreateSavedFilterBody['data']['attributes']) {
  return api.post('/dashboard/filters', savedFilterAnswer, {
    body: { data: { type: 'filter', attributes } },
  });
}

/** The grid's quick picks gain the filter. */
export function useCreateSavedFilter(gridCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedFilter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewKeys.filters(gridCode) }),
  });
}
