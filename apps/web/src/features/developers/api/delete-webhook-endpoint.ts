import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { webhookEndpointPath } from './webhook-endpoint-path';
import { webhookKeys } from './webhook-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const deleted = lazyAnswer(() => import('@paygrid/contracts/auth/account-fields'), 'acknowledgementSchema');

/** DELETE /organization/webhook-endpoints/{id}: nothing more is sent to it; its deliveries go with it. */
async function deleteWebhookEndpoint(id: string): Promise<void> {
  await api.delete(webhookEndpointPath(id), deleted);
}

/** The list loses the endpoint, and the delivery log its deliveries. */
export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
