import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { paymentKeys } from './payment-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const approvalListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/payments/approval-row'),
  'approvalListSchema',
);

/**
 * GET /approvals with a grid list request (cursor paging): the requests of the console's mode that wait for a
 * second person's approval, the soonest to expire first. Keyed under payments: an approval changes a payment.
 */
export const approvalListQuery = (query: string) =>
  queryOptions({
    queryKey: [...paymentKeys.all, 'approvals', query] as const,
    queryFn: () => api.get(`/approvals?${query}`, approvalListAnswer),
    placeholderData: keepPreviousData,
  });
