import type { UpdateWebhookEndpointBody } from '@paygrid/contracts/webhooks/webhook-endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { webhookEndpointPath } from './webhook-endpoint-path';
import { webhookKeys } from './webhook-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const webhookEndpointAnswer = lazyAnswer(
  () => import('@paygrid/contracts/webhooks/webhook-endpoint'),
  'webhookEndpointAnswerSchema',
);

/**
 * PATCH /organization/webhook-endpoints/{id}: what changed, behind the password (and a code with 2FA on); also
 * turns an endpoint on or off, one Paygrid turned off for failing included.
 */
function updateWebhookEndpoint({ id, body }: { id: string; body: UpdateWebhookEndpointBody }) {
  return api.patch(webhookEndpointPath(id), webhookEndpointAnswer, { body });
}

/**
 * The endpoint's row changes in the list, and the delivery log too: turned off, its scheduled deliveries fail, and
 * every delivery shows the endpoint's URL as it is now. The password never outlives the call in the cache.
 */
export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhookEndpoint,
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
