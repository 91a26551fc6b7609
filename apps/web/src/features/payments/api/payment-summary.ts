import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const paymentSummaryAnswer = lazyAnswer(
  () => import('@paygrid/contracts/dashboard-home/payment-summary'),
  'paymentSummarySchema',
);

/** GET /payments/summary with the grid's filter: its own call, so the grid never waits for it. */
export const paymentSummaryQuery = (filterQuery: string) =>
  queryOptions({
    queryKey: ['payments', 'summary', filterQuery] as const,
    queryFn: () => api.get(`/payments/summary${filterQuery ? `?${filterQuery}` : ''}`, paymentSummaryAnswer),
  });

export const usePaymentSummary = (filterQuery: string) =>
  useQuery({ ...paymentSummaryQuery(filterQuery), placeholderData: keepPreviousData });
