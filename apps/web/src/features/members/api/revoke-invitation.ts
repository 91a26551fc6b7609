import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { invitationPath } from './invitation-path';
import { memberKeys } from './member-keys';

/** DELETE /organization/invites/{id} */
export async function revokeInvitation(id: string): Promise<void> {
  await api.delete(invitationPath(id), acknowledgementSchema);
}

/** The invitation's state changes in the list. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.invitations() }),
  });
}
