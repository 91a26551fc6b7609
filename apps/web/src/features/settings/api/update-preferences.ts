import type { Preferences } from '@paygrid/contracts/user/preferences';
import { type UpdateUserBody, type UserResource, userResourceSchema } from '@paygrid/contracts/user/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys, type CurrentUser } from '~/features/auth';
import { api } from '~/shared/http';

/** PATCH /user with only the preferences that changed (SPEC §7); the answer is the user as saved. */
export function updatePreferences(changed: Partial<Preferences>): Promise<UserResource> {
  const body: UpdateUserBody = { data: { type: 'user', attributes: { settings: { preferences: changed } } } };
  return api.patch('/user', userResourceSchema, { body });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (answer) => queryClient.setQueryData<CurrentUser | null>(authKeys.currentUser(), answer.data),
  });
}
