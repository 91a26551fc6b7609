import type { CreateRefundBody, PaymentOperation } from '@paygrid/contracts/payments/payment-operation';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { paymentKeys } from './payment-keys';

// The contracts' schemas, imported with the first call: zod stays out of the first load (decision 0023).
const operationListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/payments/payment-operation'),
  'paymentOperationListSchema',
);
const operationAnswer = lazyAnswer(
  () => import('@paygrid/contracts/payments/payment-operation'),
  'paymentOperationAnswerSchema',
);

const paymentPath = (id: string, rest: string) => `/payments/${encodeURIComponent(id)}/${rest}`;

/** While one is pending, the payment and its operations are read again this often, so a settlement shows. */
export const PENDING_POLL_MS = 3_000;

const isPending = (operation: PaymentOperation) => operation.attributes.status === 'pending';

/** GET /payments/{id}/operations: the payment's refunds, newest first; read again while one is pending. */
export const paymentOperationsQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.operations(id),
    queryFn: () => api.get(paymentPath(id, 'operations'), operationListAnswer),
    refetchInterval: (query) => (query.state.data?.data.some(isPending) ? PENDING_POLL_MS : false),
  });

/** The payment, its operations and the grid change together after a refund or a withdrawal. */
function useRefreshPayments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: paymentKeys.all });
}

/** POST /payments/{id}/refunds: a refund of part or all of what is left, pending until the platform reports it. */
export function useRequestRefund(paymentId: string) {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (body: CreateRefundBody) =>
      api.post(paymentPath(paymentId, 'refunds'), operationAnswer, { body }),
    onSuccess: refresh,
  });
}

/** POST …/operations/{operationId}/withdraw: a pending request taken back; its amount is released. */
export function useWithdrawOperation(paymentId: string) {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (operationId: string) =>
      api.post(
        paymentPath(paymentId, `operations/${encodeURIComponent(operationId)}/withdraw`),
        operationAnswer,
        {
          body: {},
        },
      ),
    onSuccess: refresh,
  });
}
