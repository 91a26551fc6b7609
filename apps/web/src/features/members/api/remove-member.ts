import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { memberKeys } from './member-keys';
import { memberPath } from './member-path';

/** DELETE /organization/members/{id} */
export async function removeMember(id: string): Promise<void> {
  await api.delete(memberPath(id), acknowledgementSchema);
}

/** The member list loses a row. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.list() }),
  });
}
