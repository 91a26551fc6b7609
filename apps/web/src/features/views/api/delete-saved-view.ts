import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { viewKeys } from './view-keys';

/** DELETE /dashboard/views/{id} */
export async function deleteSavedView(id: string): Promise<void> {
  await api.delete(`/dashboard/views/${encodeURIComponent(id)}`, acknowledgementSchema);
}

/** The grid's favourites lose the view. */
export function useDeleteSavedView(gridCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedView,
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewKeys.views(gridCode) }),
  });
}
