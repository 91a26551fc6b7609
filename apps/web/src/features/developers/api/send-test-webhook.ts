import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { webhookEndpointPath } from './webhook-endpoint-path';
import { webhookKeys } from './webhook-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const webhookDeliveryRowAnswer = lazyAnswer(
  () => import('@paygrid/contracts/webhooks/webhook-delivery'),
  'webhookDeliveryRowAnswerSchema',
);

/** POST …/test: a `webhook.test` event to this one endpoint, whatever it subscribes to (202, the delivery). */
function sendTestWebhook(id: string) {
  return api.post(webhookEndpointPath(id, 'test'), webhookDeliveryRowAnswer, { body: {} });
}

/** The delivery log gains the test delivery. */
export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries() }),
  });
}
