import type { ChangePasswordBody } from '@paygrid/contracts/auth/password-reset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { settingsKeys } from './settings-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const acknowledgementAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/account-fields'),
  'acknowledgementSchema',
);

/** POST /password/change. */
async function changePassword(body: ChangePasswordBody): Promise<void> {
  await api.post('/password/change', acknowledgementAnswer, { body });
}

/** The server ends every other session and logs the change, so both lists are read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
