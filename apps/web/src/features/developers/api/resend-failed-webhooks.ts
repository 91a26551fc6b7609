import type { ResendFailedWebhooksBody } from '@paygrid/contracts/webhooks/webhook-endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { webhookEndpointPath } from './webhook-endpoint-path';
import { webhookKeys } from './webhook-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const resendFailedAnswer = lazyAnswer(
  () => import('@paygrid/contracts/webhooks/webhook-endpoint'),
  'resendFailedWebhooksAnswerSchema',
);

/** POST …/resend-failed: every failed delivery to the endpoint made since then is sent again; answers how many. */
function resendFailedWebhooks({ id, body }: { id: string; body: ResendFailedWebhooksBody }) {
  return api.post(webhookEndpointPath(id, 'resend-failed'), resendFailedAnswer, { body });
}

/** Those deliveries are pending again in the log. */
export function useResendFailedWebhooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendFailedWebhooks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries() }),
  });
}
