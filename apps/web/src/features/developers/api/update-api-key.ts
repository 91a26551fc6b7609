import type { UpdateApiKeyBody } from '@paygrid/contracts/api-keys/api-key';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { apiKeyKeys } from './api-key-keys';
import { apiKeyPath } from './api-key-path';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const apiKeyAnswer = lazyAnswer(() => import('@paygrid/contracts/api-keys/api-key'), 'apiKeyAnswerSchema');

/** PATCH /organization/api-keys/{id}: what changed, behind the password (and a code with 2FA on). */
function updateApiKey({ id, body }: { id: string; body: UpdateApiKeyBody }) {
  return api.patch(apiKeyPath(id), apiKeyAnswer, { body });
}

/** The key's row changes in the list. */
export function useUpdateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApiKey,
    // The password and a secret shown once leave the mutation cache with the dialog.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
