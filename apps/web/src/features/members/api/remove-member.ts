import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { memberKeys } from './member-keys';
import { memberPath } from './member-path';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const acknowledgementAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/account-fields'),
  'acknowledgementSchema',
);

/** DELETE /organization/members/{id} */
async function removeMember(id: string): Promise<void> {
  await api.delete(memberPath(id), acknowledgementAnswer);
}

/** The member list loses a row. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.list() }),
  });
}
