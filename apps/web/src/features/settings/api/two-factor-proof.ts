import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import { recoveryCodesAnswerSchema, type TwoFactorProofBody } from '@paygrid/contracts/user/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '~/features/auth';
import { api } from '~/shared/http';
import { settingsKeys } from './settings-keys';

/** POST /user/2fa/disable with the password; the user (two_factor_enabled) and the log change. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: TwoFactorProofBody) =>
      api.post('/user/2fa/disable', acknowledgementSchema, { body: proof }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.securityLog() }),
      ]),
  });
}

/** POST /user/2fa/recovery-codes with the password: ten new codes, the old ones stop working. */
export function useReplaceRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: TwoFactorProofBody) =>
      api.post('/user/2fa/recovery-codes', recoveryCodesAnswerSchema, { body: proof }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.securityLog() }),
  });
}
