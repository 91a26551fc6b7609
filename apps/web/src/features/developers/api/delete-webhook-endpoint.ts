import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, guardedAnswer } from '~/shared/http';
import { webhookEndpointPath } from './webhook-endpoint-path';
import { webhookKeys } from './webhook-keys';

/** 204: no body at all. */
const noContent = guardedAnswer((data: unknown): data is undefined => data === undefined, 'empty');

/** DELETE /organization/webhook-endpoints/{id}: nothing more is sent to it; its deliveries go with it. */
async function deleteWebhookEndpoint(id: string): Promise<void> {
  await api.delete(webhookEndpointPath(id), noContent);
}

/** The list loses the endpoint, and the delivery log its deliveries. */
export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
