import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationKeys } from '~/features/organizations';
import { api } from '~/shared/http';
import { memberKeys } from './member-keys';

/** POST /organization/owner-transfer {member_id} */
export async function transferOwnership(memberId: string): Promise<void> {
  await api.post('/organization/owner-transfer', acknowledgementSchema, { body: { member_id: memberId } });
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
