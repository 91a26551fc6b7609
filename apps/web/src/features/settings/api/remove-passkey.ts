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

/** DELETE /user/passkeys/{id} behind the password (and a code with 2FA on), as turning 2FA off is. */
async function removePasskey({ id, proof }: { id: string; proof: TwoFactorProofBody }): Promise<void> {
  await api.delete(`/user/passkeys/${encodeURIComponent(id)}`, acknowledgementAnswer, { body: proof });
}

/** The list loses the passkey, the log gains a line, and the person is read again. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    // The password leaves the mutation cache with the dialog.
    gcTime: 0,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.passkeys() }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.securityLog() }),
        // Whether the person has a passkey decides what a proof asks (decision 0107).
        queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
      ]),
  });
}
