import {
  savedFilterAnswerSchema,
  type UpdateSavedFilterBody,
} from '@paygrid/contracts/saved-filters/saved-filter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { viewKeys } from './view-keys';

/** PATCH /dashboard/filters/{id}: a new name. */
export function updateSavedFilter({
  id,
  attributes,
}: {
  id: string;
  attributes: UpdateSavedFilterBody['data']['attributes'];
}) {
  return api.patch(`/dashboard/filters/${encodeURIComponent(id)}`, savedFilterAnswerSchema, {
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
