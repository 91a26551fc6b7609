import { currentOrganizationSchema } from '@paygrid/contracts/organizations/organization';
import { approvalThresholdListSchema } from '@paygrid/contracts/payments/approval-thresholds';
import { paymentDetailSchema } from '@paygrid/contracts/payments/payment';
import { paymentOperationListSchema } from '@paygrid/contracts/payments/payment-operation';
import type { MemberRole } from '@paygrid/domain/organizations/roles';
import { organizationKeys } from '~/features/organizations';
import { stubApi } from '~/test/api-stub';
import { currentOrganizationOf } from '~/test/current-organization';
import { currentUserInCache } from '~/test/current-user';
import { paymentKeys } from './api/payment-keys';

export const paymentId = '01JD8X6Z3K4Q5R6S7T8V9W0XAB';

/** GET /payments/{id} of a card pay-in of EUR 100.00 paid in full, with what the test changes. */
export const paymentAnswer = (attributes: Record<string, unknown> = {}) => ({
  data: {
    type: 'payment',
    id: paymentId,
    attributes: {
      type: 'payin',
      status: 'success',
      mode: 'live',
      amount_minor: '10000',
      currency: 'EUR',
      exponent: 2,
      target_amount_minor: null,
      target_currency: null,
      target_exponent: null,
      rate: null,
      fee_minor: '0',
      method: 'card',
      vendor: null,
      three_ds: true,
      customer_email: 'olena@paygrid.test',
      customer_country: 'UA',
      reference: 'ORD-2001',
      description: 'Order',
      failure_reason: null,
      failure_message: null,
      created_at: '2026-11-20T09:15:00.000Z',
      updated_at: '2026-11-21T09:16:30.000Z',
      status_history: [
        { status: 'created', at: '2026-11-20T09:15:00.000Z' },
        { status: 'success', at: '2026-11-20T09:16:00.000Z' },
      ],
      metadata: [],
      captured_minor: '10000',
      refunded_minor: '0',
      refund_pending_minor: '0',
      refundable_minor: '10000',
      capture_pending_minor: '0',
      capturable_minor: '0',
      cancellation_pending: false,
      operations_offered: {
        refund: { offered: true, why: null },
        capture: { offered: false, why: 'not_authorized' },
        cancellation: { offered: false, why: 'not_cancellable' },
      },
      ...attributes,
    },
  },
});

/** One operation on the payment as the console lists it: a refund of 30.00 that succeeded, unless told otherwise. */
export const operationAnswer = (id: string, attributes: Record<string, unknown> = {}) => ({
  type: 'payment_operation',
  id,
  attributes: {
    kind: 'refund',
    status: 'succeeded',
    payment_id: paymentId,
    mode: 'live',
    amount_minor: '3000',
    currency: 'EUR',
    exponent: 2,
    reason: 'requested_by_customer',
    note: 'One item returned',
    failure_message: null,
    requested_via: 'console',
    requested_by_name: 'Olena Admin',
    requested_by_user_id: '0b7c6a52-6c1f-4a49-9d7e-3f1b2c4d5e6f',
    sent_at: '2026-11-21T09:10:00.000Z',
    approval_expires_at: null,
    decided_by_name: null,
    decided_at: null,
    settles_by_itself_at: null,
    settled_at: '2026-11-21T09:16:30.000Z',
    created_at: '2026-11-21T09:10:00.000Z',
    updated_at: '2026-11-21T09:16:30.000Z',
    ...attributes,
  },
});

/** The signed-in reader's id, as the drawer's cache holds them: the asker of their own requests. */
export const readerId = currentUserInCache().data.id;

/** An approval amount as GET /organization/approval-thresholds lists it: minor units of a currency of exponent 2. */
type Threshold = { currency: string; amount_minor: string };

/** GET /organization/approval-thresholds with the amounts given (none unless a test sets some). */
export const thresholdListAnswer = (thresholds: ReadonlyArray<Threshold> = []) => ({
  data: thresholds.map(({ currency, amount_minor }) => ({
    type: 'approval_threshold',
    id: currency,
    attributes: { currency, amount_minor, exponent: 2, updated_at: '2026-11-28T09:00:00.000Z' },
  })),
});

/**
 * The drawer's answers already in the query cache: the payment, its operations, the reader's organisation, the
 * reader (2FA off unless said) and the organisation's approval amounts (none unless said).
 */
export const drawerCache = (
  payment: ReturnType<typeof paymentAnswer>,
  operations: { data: unknown[] },
  role: MemberRole,
  { twoFactor = false, thresholds = [] }: { twoFactor?: boolean; thresholds?: ReadonlyArray<Threshold> } = {},
) => [
  { key: paymentKeys.detail(paymentId), schema: paymentDetailSchema, data: payment },
  { key: paymentKeys.operations(paymentId), schema: paymentOperationListSchema, data: operations },
  {
    key: organizationKeys.current(),
    schema: currentOrganizationSchema,
    data: currentOrganizationOf(role, payment.data.attributes.mode === 'test' ? 'test' : 'live'),
  },
  currentUserInCache({ twoFactor }),
  {
    key: paymentKeys.approvalThresholds(),
    schema: approvalThresholdListSchema,
    data: thresholdListAnswer(thresholds),
  },
];

type SentCall = { method: string; url: string; body: unknown };

/** The API in `fetch` as `answer` says, remembering what the console sent; the test file undoes the stub. */
export function recordedApi(answer: (url: string, method: string) => Response) {
  const sent: SentCall[] = [];
  stubApi((url, init) => {
    sent.push({
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return answer(url, init.method ?? 'GET');
  });
  return { sent, posts: () => sent.filter((call) => call.method === 'POST') };
}
