import { paymentSummarySchema } from '@paygrid/contracts/dashboard-home/payment-summary';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/shared/http';

/** GET /payments/summary with the grid's list query: its own call, so the grid never waits for it. */
export const paymentSummaryQuery = (serverQuery: string) =>
  queryOptions({
    queryKey: ['payments', 'summary', serverQuery] as const,
    queryFn: () => api.get(`/payments/summary${serverQuery ? `?${serverQuery}` : ''}`, paymentSummarySchema),
  });

export const usePaymentSummary = (serverQuery: string) =>
  useQuery({ ...paymentSummaryQuery(serverQuery), placeholderData: keepPreviousData });
