import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationKeys } from '~/features/organizations';
import { api, lazyAnswer } from '~/shared/http';
import { memberKeys } from './member-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const acknowledgementAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/account-fields'),
  'acknowledgementSchema',
);

/** POST /organization/owner-transfer {member_id} */
async function transferOwnership(memberId: string): Promise<void> {
  await api.post('/organization/owner-transfer', acknowledgementAnswer, { body: { member_id: memberId } });
}

/**
 * Two roles change: the members and invitations (what the caller may now see), the current organisation
 * (the caller's role) and the organisation list (its role badges) are read again.
 */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
      ]),
  });
}
