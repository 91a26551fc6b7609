import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { viewKeys } from './view-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const acknowledgementAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/account-fields'),
  'acknowledgementSchema',
);

/** DELETE /dashboard/filters/{id} */
async function deleteSavedFilter(id: string): Promise<void> {
  await api.delete(`/dashboard/filters/${encodeURIComponent(id)}`, acknowledgementAnswer);
}

export function useDeleteSavedFilter(gridCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedFilter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewKeys.filters(gridCode) }),
  });
}
