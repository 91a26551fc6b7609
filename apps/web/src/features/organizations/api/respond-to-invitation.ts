import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { organizationKeys } from './organization-keys';

export type InvitationAnswer = 'accept' | 'decline';

/** PATCH /member-invites/{id}/accept or /decline. */
export async function respondToInvitation(id: string, answer: InvitationAnswer): Promise<void> {
  await api.patch(`/member-invites/${encodeURIComponent(id)}/${answer}`, acknowledgementSchema);
}

/** Accepting adds an organisation and declining removes an invitation: both lists are loaded again. */
export function useRespondToInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: InvitationAnswer }) => respondToInvitation(id, answer),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.list() }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.invitations() }),
      ]),
  });
}
