import { type UpdateUserBody, type UserResource, userResourceSchema } from '@paygrid/contracts/user/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys, type CurrentUser } from '~/features/auth';
import { api } from '~/shared/http';

export type ProfileName = { first_name: string; last_name: string };

/** PATCH /user with the name (the shared name rule on both sides); the answer is the user as saved. */
export function updateProfile(name: ProfileName): Promise<UserResource> {
  const body: UpdateUserBody = { data: { type: 'user', attributes: name } };
  return api.patch('/user', userResourceSchema, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => queryClient.setQueryData<CurrentUser | null>(authKeys.currentUser(), answer.data),
  });
}
