import type { CreateApiKeyBody } from '@paygrid/contracts/api-keys/api-key';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { apiKeyKeys } from './api-key-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const apiKeyWithSecretAnswer = lazyAnswer(
  () => import('@paygrid/contracts/api-keys/api-key'),
  'apiKeyWithSecretSchema',
);

/** POST /organization/api-keys: the new key and, this once, its whole secret. */
function createApiKey(body: CreateApiKeyBody) {
  return api.post('/organization/api-keys', apiKeyWithSecretAnswer, { body });
}

/** The list gains the key. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    // The password and a secret shown once leave the mutation cache with the dialog.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
