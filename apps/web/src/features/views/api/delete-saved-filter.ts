import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { viewKeys } from './view-keys';

/** DELETE /dashboard/filters/{id} */
export async function deleteSavedFilter(id: string): Promise<void> {
  await api.delete(`/dashboard/filters/${encodeURIComponent(id)}`, acknowledgementSchema);
}

export function useDeleteSavedFilter(gridCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedFilter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewKeys.filters(gridCode) }),
  });
}
