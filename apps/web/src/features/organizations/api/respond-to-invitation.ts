import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { organizationKeys } from './organization-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const acknowledgementAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/account-fields'),
  'acknowledgementSchema',
);

export type InvitationAnswer = 'accept' | 'decline';

/** PATCH /member-invites/{id}/accept or /decline. */
async function respondToInvitation(id: string, answer: InvitationAnswer): Promise<void> {
  await api.patch(`/member-invites/${encodeURIComponent(id)}/${answer}`, acknowledgementAnswer);
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
