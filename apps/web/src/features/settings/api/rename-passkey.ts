import type { PasskeyRenameBody } from '@paygrid/contracts/user/passkeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { settingsKeys } from './settings-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const passkeyAnswer = lazyAnswer(() => import('@paygrid/contracts/user/passkeys'), 'passkeyAnswerSchema');

/** PATCH /user/passkeys/{id} with a new name. */
function renamePasskey({ id, body }: { id: string; body: PasskeyRenameBody }) {
  return api.patch(`/user/passkeys/${encodeURIComponent(id)}`, passkeyAnswer, { body });
}

/** The list shows the new name, and the log gains a line. */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.passkeys() }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.securityLog() }),
      ]),
  });
}
