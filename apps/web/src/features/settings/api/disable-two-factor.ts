import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import type { TwoFactorProofBody } from '@paygrid/contracts/user/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '~/features/auth';
import { api } from '~/shared/http';
import { settingsKeys } from './settings-keys';

/** POST /user/2fa/disable with the password. */
export async function disableTwoFactor(proof: TwoFactorProofBody): Promise<void> {
  await api.post('/user/2fa/disable', acknowledgementSchema, { body: proof });
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
