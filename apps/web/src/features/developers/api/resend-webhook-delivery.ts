import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { webhookKeys } from './webhook-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const webhookDeliveryRowAnswer = lazyAnswer(
  () => import('@paygrid/contracts/webhooks/webhook-delivery'),
  'webhookDeliveryRowAnswerSchema',
);

/** POST /webhook-deliveries/{id}/resend: one more attempt of the same message, now (202, the delivery). */
function resendWebhookDelivery(id: string) {
  return api.post(`/webhook-deliveries/${encodeURIComponent(id)}/resend`, webhookDeliveryRowAnswer, {
    body: {},
  });
}

/** The delivery and the log are read again: it is pending until the attempt is made. */
export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendWebhookDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries() }),
  });
}
