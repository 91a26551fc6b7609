import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import { changeMemberRoleAnswerSchema } from '@paygrid/contracts/organizations/members';
import type { MemberRole } from '@paygrid/domain/organizations/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { memberKeys } from './member-keys';

const memberPath = (id: string) => `/organization/members/${encodeURIComponent(id)}`;

/** PATCH /organization/members/{id} {role}; the list is read again afterwards. */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: MemberRole }) =>
      api.patch(memberPath(id), changeMemberRoleAnswerSchema, { body: { role } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.list() }),
  });
}

/** DELETE /organization/members/{id} */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(memberPath(id), acknowledgementSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.list() }),
  });
}

/** POST /organization/owner-transfer {member_id}: every role changes, the whole organisation is read again. */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      api.post('/organization/owner-transfer', acknowledgementSchema, { body: { member_id: memberId } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** POST /organization/leave (the owner is refused with 409). */
export function useLeaveOrganization() {
  return useMutation({
    mutationFn: () => api.post('/organization/leave', acknowledgementSchema),
  });
}
