import type { RevokeApiKeyBody } from '@paygrid/contracts/api-keys/api-key';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { apiKeyKeys } from './api-key-keys';
import { apiKeyPath } from './api-key-path';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const apiKeyAnswer = lazyAnswer(() => import('@paygrid/contracts/api-keys/api-key'), 'apiKeyAnswerSchema');

/** POST /organization/api-keys/{id}/revoke: the key stops working at once, and for good. */
function revokeApiKey({ id, body }: { id: string; body: RevokeApiKeyBody }) {
  return api.post(apiKeyPath(id, 'revoke'), apiKeyAnswer, { body });
}

/** The key's row shows it revoked. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    // The password and a secret shown once leave the mutation cache with the dialog.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
