import { paymentGridListSchema } from '@paygrid/contracts/payments/payment';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { paymentKeys } from './payment-keys';

/** GET /payments with a grid list request (cursor paging); test or live as the testMode cookie says. */
export const paymentListQuery = (query: string) =>
  queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: () => api.get(`/payments?${query}`, paymentGridListSchema),
    placeholderData: keepPreviousData,
  });
