import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { deliveryPollMs } from '../state/delivery-polling';
import { webhookKeys } from './webhook-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const webhookDeliveryListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/webhooks/webhook-delivery'),
  'webhookDeliveryListSchema',
);

/**
 * GET /webhook-deliveries with a grid list request (cursor paging): the deliveries to the endpoints of the mode the
 * testMode cookie says, newest first; read again while one of them is about to be attempted.
 */
export const webhookDeliveryListQuery = (query: string) =>
  queryOptions({
    queryKey: webhookKeys.deliveryList(query),
    queryFn: () => api.get(`/webhook-deliveries?${query}`, webhookDeliveryListAnswer),
    placeholderData: keepPreviousData,
    refetchInterval: ({ state }) =>
      deliveryPollMs(state.data?.data.map((row) => row.attributes) ?? [], Date.now()),
  });
