import type { MemberRole } from '@paygrid/domain/organizations/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { memberKeys } from './member-keys';
import { memberPath } from './member-path';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const changeMemberRoleAnswer = lazyAnswer(
  () => import('@paygrid/contracts/organizations/members'),
  'changeMemberRoleAnswerSchema',
);

/** PATCH /organization/members/{id} {role} */
function changeMemberRole({ id, role }: { id: string; role: MemberRole }) {
  return api.patch(memberPath(id), changeMemberRoleAnswer, { body: { role } });
}

/** The member list is read again afterwards, also after a refusal (the list may have been stale). */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.list() }),
  });
}
