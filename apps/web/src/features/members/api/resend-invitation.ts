import { organizationInvitationAnswerSchema } from '@paygrid/contracts/organizations/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { invitationPath } from './invitation-path';
import { memberKeys } from './member-keys';

/** POST /organization/invites/{id}/resend: a fresh link, a new expiry. */
export function resendInvitation(id: string) {
  return api.post(`${invitationPath(id)}/resend`, organizationInvitationAnswerSchema);
}

/** The invitation's expiry changes in the list. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.invitations() }),
  });
}
