import type { recoveryCodesAnswerSchema, TwoFactorProofBody } from '@paygrid/contracts/user/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { settingsKeys } from './settings-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const recoveryCodesAnswer = lazyAnswer(
  () => import('@paygrid/contracts/user/two-factor'),
  'recoveryCodesAnswerSchema',
);

type RecoveryCodesAnswer = ReturnType<typeof recoveryCodesAnswerSchema.parse>;

/** POST /user/2fa/recovery-codes with the password: ten new codes, the old ones stop working. */
function replaceRecoveryCodes(proof: TwoFactorProofBody): Promise<RecoveryCodesAnswer> {
  return api.post('/user/2fa/recovery-codes', recoveryCodesAnswer, { body: proof });
}

/** Only the security log changes (a "recovery codes replaced" line). */
export function useReplaceRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.securityLog() }),
  });
}
