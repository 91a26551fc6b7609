import type { RotateWebhookSecretBody } from '@paygrid/contracts/webhooks/webhook-endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { webhookEndpointPath } from './webhook-endpoint-path';
import { webhookKeys } from './webhook-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const webhookEndpointWithSecretAnswer = lazyAnswer(
  () => import('@paygrid/contracts/webhooks/webhook-endpoint'),
  'webhookEndpointWithSecretSchema',
);

/** POST …/rotate-secret: a new signing secret, shown this once; the old one signs too for `overlap_hours` more. */
function rotateWebhookSecret({ id, body }: { id: string; body: RotateWebhookSecretBody }) {
  return api.post(webhookEndpointPath(id, 'rotate-secret'), webhookEndpointWithSecretAnswer, { body });
}

/** The endpoint's secret prefix (and the old secret's overlap) change in the list. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    // The password and a secret shown once leave the mutation cache with the dialog.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}
