import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import type { ChangePasswordBody } from '@paygrid/contracts/auth/password-reset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { settingsKeys } from './settings-keys';

/** POST /password/change. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await api.post('/password/change', acknowledgementSchema, { body });
}

/** The server ends every other session and logs the change, so both lists are read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
