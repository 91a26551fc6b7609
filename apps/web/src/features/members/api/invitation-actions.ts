import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import {
  type InviteMemberBody,
  organizationInvitationAnswerSchema,
} from '@paygrid/contracts/organizations/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { memberKeys } from './member-keys';

// The invitation list is read again after each change.
const invitationPath = (id: string) => `/organization/invites/${encodeURIComponent(id)}`;

/** POST /organization/invites: mails the /join/{token} link in the invitee's language. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMemberBody) =>
      api.post('/organization/invites', organizationInvitationAnswerSchema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.invitations() }),
  });
}

/** POST /organization/invites/{id}/resend: a fresh link, a new expiry. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`${invitationPath(id)}/resend`, organizationInvitationAnswerSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.invitations() }),
  });
}

/** DELETE /organization/invites/{id} */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(invitationPath(id), acknowledgementSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.invitations() }),
  });
}
