import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import type { ChangePasswordBody } from '@paygrid/contracts/auth/password-reset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { settingsKeys } from './settings-keys';

/** POST /password/change: the server ends every other session, so the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post('/password/change', acknowledgementSchema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
