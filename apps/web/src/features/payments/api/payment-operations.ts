import type { PaymentDetail } from '@paygrid/contracts/payments/payment';
import type {
  ApproveOperationBody,
  CreateCancellationBody,
  CreateCaptureBody,
  CreateRefundBody,
  PaymentOperation,
} from '@paygrid/contracts/payments/payment-operation';
import type { PaymentOperationKind } from '@paygrid/domain/payments/operations';
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

/** Pending with the platform, or waiting for someone's approval: either may change while the drawer is open. */
const isPending = (operation: PaymentOperation) =>
  operation.attributes.status === 'pending' || operation.attributes.status === 'awaiting_approval';

/** Whether a pending refund, capture or cancellation holds part of the payment until the platform reports it. */
export const holdsPendingOperation = (payment: PaymentDetail['data']): boolean => {
  const a = payment.attributes;
  return a.refund_pending_minor !== '0' || a.capture_pending_minor !== '0' || a.cancellation_pending;
};

/** GET /payments/{id}/operations: its refunds, captures and cancellations, newest first; read again while one is pending. */
export const paymentOperationsQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.operations(id),
    queryFn: () => api.get(paymentPath(id, 'operations'), operationListAnswer),
    refetchInterval: (query) => (query.state.data?.data.some(isPending) ? PENDING_POLL_MS : false),
  });

/** The payment, its operations and the grid change together after an operation is asked for or decided on. */
function useRefreshPayments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: paymentKeys.all });
}

type OperationBodies = {
  refund: CreateRefundBody;
  capture: CreateCaptureBody;
  cancellation: CreateCancellationBody;
};
const operationPaths = { refund: 'refunds', capture: 'captures', cancellation: 'cancellations' } as const;

/**
 * POST /payments/{id}/refunds, /captures or /cancellations: the operation asked for, pending until the platform
 * reports it, or awaiting a second person's approval first (decision 0106). Above the approval amount an owner or
 * admin sends the password (and a code) with it.
 */
export function useRequestOperation<K extends PaymentOperationKind>(paymentId: string, kind: K) {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (body: OperationBodies[K]) =>
      api.post(paymentPath(paymentId, operationPaths[kind]), operationAnswer, { body }),
    // A refusal means the payment changed meanwhile: it is read again either way.
    onSettled: refresh,
  });
}

const operationPath = (paymentId: string, operationId: string, step: 'withdraw' | 'approve' | 'reject') =>
  paymentPath(paymentId, `operations/${encodeURIComponent(operationId)}/${step}`);

/**
 * POST …/operations/{operationId}/withdraw or /reject: a request taken back (pending, or awaiting approval) or
 * turned down by another owner or admin; either way its amount is released.
 */
export function useEndOperation(paymentId: string, step: 'withdraw' | 'reject') {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (operationId: string) =>
      api.post(operationPath(paymentId, operationId, step), operationAnswer, { body: {} }),
    onSettled: refresh,
  });
}

/** POST …/operations/{operationId}/approve: another owner or admin, with the password, sends the request on. */
export function useApproveOperation(paymentId: string) {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: ({ operationId, proof }: { operationId: string; proof: ApproveOperationBody }) =>
      api.post(operationPath(paymentId, operationId, 'approve'), operationAnswer, { body: proof }),
    onSettled: refresh,
  });
}
