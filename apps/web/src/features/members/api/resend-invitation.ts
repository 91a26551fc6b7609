import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { invitationPath } from './invitation-path';
import { memberKeys } from './member-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const organizationInvitationAnswer = lazyAnswer(
  () => import('@paygrid/contracts/organizations/members'),
  'organizationInvitationAnswerSchema',
);

/** POST /organization/invites/{id}/resend: a fresh link, a new expiry. */
function resendInvitation(id: string) {
  return api.post(`${invitationPath(id)}/resend`, organizationInvitationAnswer);
}

/** The invitation's expiry changes in the list. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.invitations() }),
  });
}
