import type { EnableTwoFactorAnswer, EnableTwoFactorBody } from '@paygrid/contracts/user/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys, passkeyProof } from '~/features/auth';
import { api, lazyAnswer } from '~/shared/http';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const enableTwoFactorAnswer = lazyAnswer(
  () => import('@paygrid/contracts/user/two-factor'),
  'enableTwoFactorAnswerSchema',
);

/**
 * POST /user/2fa/enable with the password and a current code: 10 single-use recovery codes (SPEC §3, ASVS 6.3.2).
 * An account with a passkey proves itself with it too (decision 0107): the browser's prompt comes first.
 */
async function enableTwoFactor({
  withPasskey,
  ...body
}: EnableTwoFactorBody & { withPasskey: boolean }): Promise<EnableTwoFactorAnswer> {
  const proven = withPasskey ? { ...body, passkey: await passkeyProof() } : body;
  return api.post('/user/2fa/enable', enableTwoFactorAnswer, { body: proven });
}

/** SPEC §4 2FA enabling: the answer keeps the codes to show; the user (two_factor_enabled) is read again. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
  });
}
