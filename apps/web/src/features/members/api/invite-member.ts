import {
  type InviteMemberBody,
  organizationInvitationAnswerSchema,
} from '@paygrid/contracts/organizations/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { memberKeys } from './member-keys';

/** POST /organization/invites: mails the /join/{token} link in the invitee's language. */
export function inviteMember(body: InviteMemberBody) {
  return api.post('/organization/invites', organizationInvitationAnswerSchema, { body });
}

/** The invitation list gains a row. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.invitations() }),
  });
}
