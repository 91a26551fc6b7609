import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import type { ResetPasswordBody } from '@paygrid/contracts/auth/password-reset';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/shared/http';
import type { MutationConfig } from '~/shared/query/mutation-config';

/** POST /resetting/password: sets the password and ends every session; it does not sign in. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await api.post('/resetting/password', acknowledgementSchema, { body });
}

export const useResetPassword = (config: MutationConfig<typeof resetPassword> = {}) =>
  useMutation({ ...config, mutationFn: resetPassword });
