import {
  type CreateSavedFilterBody,
  savedFilterAnswerSchema,
} from '@paygrid/contracts/saved-filters/saved-filter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { viewKeys } from './view-keys';

/** POST /dashboard/filters with type filter. */
export function createSavedFilter(attributes: CreateSavedFilterBody['data']['attributes']) {
  return api.post('/dashboard/filters', savedFilterAnswerSchema, {
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
