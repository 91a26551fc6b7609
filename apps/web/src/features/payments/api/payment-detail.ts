import { queryOptions } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { paymentKeys } from './payment-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const paymentDetailAnswer = lazyAnswer(
  () => import('@paygrid/contracts/payments/payment'),
  'paymentDetailSchema',
);

/** GET /payments/{id}: every field, the status history and the metadata. */
export const paymentDetailQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: () => api.get(`/payments/${encodeURIComponent(id)}`, paymentDetailAnswer),
  });
