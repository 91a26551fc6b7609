import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { viewKeys } from './view-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const acknowledgementAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/account-fields'),
  'acknowledgementSchema',
);

/** DELETE /dashboard/views/{id} */
async function deleteSavedView(id: string): Promise<void> {
  await api.delete(`/dashboard/views/${encodeURIComponent(id)}`, acknowledgementAnswer);
}

/** The grid's favourites lose the view. */
export function useDeleteSavedView(gridCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedView,
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewKeys.views(gridCode) }),
  });
}
