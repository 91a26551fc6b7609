import type { UpdateSavedFilterBody } from '@paygrid/contracts/saved-filters/saved-filter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { viewKeys } from './view-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const savedFilterAnswer = lazyAnswer(
  () => import('@paygrid/contracts/saved-filters/saved-filter'),
  'savedFilterAnswerSchema',
);

/** PATCH /dashboard/filters/{id}: a new name. */
function updateSavedFilter({
  id,
  attributes,
}: {
  id: string;
  attributes: UpdateSavedFilterBody['data']['attributes'];
}) {
  return api.patch(`/dashboard/filters/${encodeURIComponent(id)}`, savedFilterAnswer, {
    body: { data: { type: 'filter', attributes } },
  });
}

export function useUpdateSavedFilter(gridCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedFilter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewKeys.filters(gridCode) }),
  });
}
