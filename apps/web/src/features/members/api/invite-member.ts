import type { InviteMemberBody } from '@paygrid/contracts/organizations/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { memberKeys } from './member-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const organizationInvitationAnswer = lazyAnswer(
  () => import('@paygrid/contracts/organizations/members'),
  'organizationInvitationAnswerSchema',
);

/** POST /organization/invites: mails the /join/{token} link in the invitee's language. */
function inviteMember(body: InviteMemberBody) {
  return api.post('/organization/invites', organizationInvitationAnswer, { body });
}

/** The invitation list gains a row. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.invitations() }),
  });
}
