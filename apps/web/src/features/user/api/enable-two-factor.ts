import {
  type EnableTwoFactorAnswer,
  type EnableTwoFactorBody,
  enableTwoFactorAnswerSchema,
} from '@paygrid/contracts/user/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '~/features/auth';
import { api } from '~/shared/http';

/** POST /user/2fa/enable with the password and a current code: 10 single-use recovery codes (SPEC §3, ASVS 6.3.2). */
export function enableTwoFactor(body: EnableTwoFactorBody): Promise<EnableTwoFactorAnswer> {
  return api.post('/user/2fa/enable', enableTwoFactorAnswerSchema, { body });
}

/** SPEC §4 2FA enabling: the answer keeps the codes to show; the user (two_factor_enabled) is read again. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
  });
}
