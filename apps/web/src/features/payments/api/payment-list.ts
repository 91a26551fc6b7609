import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { paymentKeys } from './payment-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const paymentGridListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/payments/payment'),
  'paymentGridListSchema',
);

/** GET /payments with a grid list request (cursor paging); test or live as the testMode cookie says. */
export const paymentListQuery = (query: string) =>
  queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: () => api.get(`/payments?${query}`, paymentGridListAnswer),
    placeholderData: keepPreviousData,
  });
