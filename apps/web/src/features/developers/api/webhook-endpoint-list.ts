import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { webhookKeys } from './webhook-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const webhookEndpointListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/webhooks/webhook-endpoint'),
  'webhookEndpointListSchema',
);

/** GET /organization/webhook-endpoints: every endpoint of the organisation, both modes, newest first. */
const webhookEndpointListQuery = queryOptions({
  queryKey: webhookKeys.endpoints(),
  queryFn: () => api.get('/organization/webhook-endpoints', webhookEndpointListAnswer),
});

/** Asked only by those who may manage webhooks (owners and admins; anyone else gets 403). */
export const useWebhookEndpointList = () => useQuery(webhookEndpointListQuery);
