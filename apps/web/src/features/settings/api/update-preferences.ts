import type { Preferences } from '@paygrid/contracts/user/preferences';
import type { UpdateUserBody, UserResource } from '@paygrid/contracts/user/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys, type CurrentUser } from '~/features/auth';
import { api, lazyAnswer } from '~/shared/http';
import { readAgainInNewMode } from '~/shared/query/read-again-in-new-mode';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const userResourceAnswer = lazyAnswer(() => import('@paygrid/contracts/user/user'), 'userResourceSchema');

/** PATCH /user with only the preferences that changed (SPEC §7); the answer is the user as saved. */
function updatePreferences(changed: Partial<Preferences>): Promise<UserResource> {
  const body: UpdateUserBody = { data: { type: 'user', attributes: { settings: { preferences: changed } } } };
  return api.patch('/user', userResourceAnswer, { body });
}

/** The answer is the user as saved; the test-mode toggle also changes what the current organisation shows. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (answer, changed) => {
      queryClient.setQueryData<CurrentUser | null>(authKeys.currentUser(), answer.data);
      // Hiding the toggle puts the server on live data, showing it again on the cookie's mode: the test-mode marks
      // and every organisation read follow at once.
      if (changed.test_mode_on_sidebar !== undefined) void readAgainInNewMode(queryClient);
    },
  });
}
