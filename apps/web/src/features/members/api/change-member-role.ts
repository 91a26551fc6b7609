import { changeMemberRoleAnswerSchema } from '@paygrid/contracts/organizations/members';
import type { MemberRole } from '@paygrid/domain/organizations/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { memberKeys } from './member-keys';
import { memberPath } from './member-path';

/** PATCH /organization/members/{id} {role} */
export function changeMemberRole({ id, role }: { id: string; role: MemberRole }) {
  return api.patch(memberPath(id), changeMemberRoleAnswerSchema, { body: { role } });
}

/** The member list is read again afterwards, also after a refusal (the list may have been stale). */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.list() }),
  });
}
