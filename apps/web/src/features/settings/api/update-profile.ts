import type { UpdateUserBody, UserResource } from '@paygrid/contracts/user/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys, type CurrentUser } from '~/features/auth';
import { api, lazyAnswer } from '~/shared/http';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const userResourceAnswer = lazyAnswer(() => import('@paygrid/contracts/user/user'), 'userResourceSchema');

export type ProfileName = { first_name: string; last_name: string };

/** PATCH /user with the name (the shared name rule on both sides); the answer is the user as saved. */
function updateProfile(name: ProfileName): Promise<UserResource> {
  const body: UpdateUserBody = { data: { type: 'user', attributes: name } };
  return api.patch('/user', userResourceAnswer, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => queryClient.setQueryData<CurrentUser | null>(authKeys.currentUser(), answer.data),
  });
}
