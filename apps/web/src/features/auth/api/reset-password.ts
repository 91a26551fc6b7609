import type { ResetPasswordBody } from '@paygrid/contracts/auth/password-reset';
import { useMutation } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import type { MutationConfig } from '~/shared/query/mutation-config';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const acknowledgementAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/account-fields'),
  'acknowledgementSchema',
);

/** POST /resetting/password: sets the password and ends every session; it does not sign in. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await api.post('/resetting/password', acknowledgementAnswer, { body });
}

export const useResetPassword = (config: MutationConfig<typeof resetPassword> = {}) =>
  useMutation({ ...config, mutationFn: resetPassword });
