import type { SetApprovalThresholdsBody } from '@paygrid/contracts/payments/approval-thresholds';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { paymentKeys } from './payment-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const approvalThresholdListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/payments/approval-thresholds'),
  'approvalThresholdListSchema',
);

/** GET /organization/approval-thresholds (every member): the amounts set, by currency code. */
const approvalThresholdListQuery = queryOptions({
  queryKey: paymentKeys.approvalThresholds(),
  queryFn: () => api.get('/organization/approval-thresholds', approvalThresholdListAnswer),
});

export const useApprovalThresholds = () => useQuery(approvalThresholdListQuery);

/** PUT /organization/approval-thresholds (owners, with the proof): the whole list, replacing the one before. */
const setApprovalThresholds = (body: SetApprovalThresholdsBody) =>
  api.put('/organization/approval-thresholds', approvalThresholdListAnswer, { body });

/** The answer is the list as saved: it is what the section shows from then on. */
export function useSetApprovalThresholds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setApprovalThresholds,
    onSuccess: (answer) => queryClient.setQueryData(paymentKeys.approvalThresholds(), answer),
  });
}
