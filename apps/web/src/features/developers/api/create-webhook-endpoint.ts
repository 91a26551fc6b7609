import type { CreateWebhookEndpointBody } from '@paygrid/contracts/webhooks/webhook-endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { webhookKeys } from './webhook-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const webhookEndpointWithSecretAnswer = lazyAnswer(
  () => import('@paygrid/contracts/webhooks/webhook-endpoint'),
  'webhookEndpointWithSecretSchema',
);

/** POST /organization/webhook-endpoints: the new endpoint and, this once, its whole signing secret. */
function createWebhookEndpoint(body: CreateWebhookEndpointBody) {
  return api.post('/organization/webhook-endpoints', webhookEndpointWithSecretAnswer, { body });
}

/** The list gains the endpoint. */
export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhookEndpoint,
    // The password and a secret shown once leave the mutation cache with the dialog.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}
