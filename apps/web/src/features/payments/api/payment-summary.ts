import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GridTotal } from '~/shared/grid/grid-paging';
import type { GridQueryState } from '~/shared/grid/use-grid-query-state';
import { api, lazyAnswer } from '~/shared/http';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const paymentSummaryAnswer = lazyAnswer(
  () => import('@paygrid/contracts/dashboard-home/payment-summary'),
  'paymentSummarySchema',
);

/** GET /payments/summary with the grid's filter: its own call, so the grid never waits for it. */
const paymentSummaryQuery = (filterQuery: string) =>
  queryOptions({
    queryKey: ['payments', 'summary', filterQuery] as const,
    queryFn: () => api.get(`/payments/summary${filterQuery ? `?${filterQuery}` : ''}`, paymentSummaryAnswer),
  });

export const usePaymentSummary = (filterQuery: string) =>
  useQuery({ ...paymentSummaryQuery(filterQuery), placeholderData: keepPreviousData });

/**
 * The payments grid's footer total: the summary's count of the same filter, so the page says one figure (issue
 * 32), exact where the rollups know it. Nothing while the summary of this filter has not answered.
 */
export function usePaymentsTotal(grid: Pick<GridQueryState, 'filterQuery'>): GridTotal | undefined {
  const summary = usePaymentSummary(grid.filterQuery);
  if (!summary.data || summary.isPlaceholderData) return undefined;
  return { total: summary.data.data.attributes.count, estimated: summary.data.meta.count_estimated };
}
