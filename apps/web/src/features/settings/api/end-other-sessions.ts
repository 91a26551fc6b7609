import type { TwoFactorProofBody } from '@paygrid/contracts/user/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { settingsKeys } from './settings-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const acknowledgementAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/account-fields'),
  'acknowledgementSchema',
);

/** DELETE /user/sessions: every session but this one, behind the password (and a code with 2FA on). */
async function endOtherSessions(proof: TwoFactorProofBody): Promise<void> {
  await api.delete('/user/sessions', acknowledgementAnswer, { body: proof });
}

/** The sessions list shrinks and the security log gains a line: both are read again. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
