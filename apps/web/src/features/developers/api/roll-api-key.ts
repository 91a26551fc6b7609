import type { RollApiKeyBody } from '@paygrid/contracts/api-keys/api-key';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { apiKeyKeys } from './api-key-keys';
import { apiKeyPath } from './api-key-path';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const apiKeyWithSecretAnswer = lazyAnswer(
  () => import('@paygrid/contracts/api-keys/api-key'),
  'apiKeyWithSecretSchema',
);

/** POST /organization/api-keys/{id}/roll: a new secret, shown this once; the old one lasts `grace_hours` more. */
function rollApiKey({ id, body }: { id: string; body: RollApiKeyBody }) {
  return api.post(apiKeyPath(id, 'roll'), apiKeyWithSecretAnswer, { body });
}

/** The key's prefix (and the old secret's grace) change in the list. */
export function useRollApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollApiKey,
    // The password and a secret shown once leave the mutation cache with the dialog.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
