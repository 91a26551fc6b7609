import type { TwoFactorProofBody } from '@paygrid/contracts/user/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '~/features/auth';
import { api, lazyAnswer } from '~/shared/http';
import { settingsKeys } from './settings-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const acknowledgementAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/account-fields'),
  'acknowledgementSchema',
);

/** POST /user/2fa/disable with the password. */
async function disableTwoFactor(proof: TwoFactorProofBody): Promise<void> {
  await api.post('/user/2fa/disable', acknowledgementAnswer, { body: proof });
}

/** The user (two_factor_enabled) and the security log change. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.securityLog() }),
      ]),
  });
}
