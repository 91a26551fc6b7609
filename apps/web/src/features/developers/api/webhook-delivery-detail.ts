import { queryOptions } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { deliveryPollMs } from '../state/delivery-polling';
import { webhookKeys } from './webhook-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const webhookDeliveryAnswer = lazyAnswer(
  () => import('@paygrid/contracts/webhooks/webhook-delivery'),
  'webhookDeliveryAnswerSchema',
);

/** GET /webhook-deliveries/{id}: the delivery, the body it carries and every attempt, latest first. */
export const webhookDeliveryDetailQuery = (id: string) =>
  queryOptions({
    queryKey: webhookKeys.delivery(id),
    queryFn: () => api.get(`/webhook-deliveries/${encodeURIComponent(id)}`, webhookDeliveryAnswer),
    refetchInterval: ({ state }) =>
      deliveryPollMs(state.data ? [state.data.data.attributes] : [], Date.now()),
  });
