import type { PaymentStatus, PaymentType } from './fixed-values';

/**
 * Operations on a payment (issue 38): each is its own record linked to the payment, asked for in the console or
 * through the platform API, carried out by the platform and reported back. Captures and cancellations come with
 * authorisations; refunds are here first.
 */
export const PAYMENT_OPERATION_KINDS = ['refund', 'capture', 'cancellation'] as const;
export type PaymentOperationKind = (typeof PAYMENT_OPERATION_KINDS)[number];

/**
 * pending → succeeded or failed, as the platform reports; withdrawn when the person who may act takes a pending
 * request back before the platform reported it. Only a pending operation holds money.
 */
export const PAYMENT_OPERATION_STATUSES = ['pending', 'succeeded', 'failed', 'withdrawn'] as const;
export type PaymentOperationStatus = (typeof PAYMENT_OPERATION_STATUSES)[number];

/** The outcomes a platform reports for a pending operation. */
export const PAYMENT_OPERATION_RESULTS = ['succeeded', 'failed'] as const;

/** Why a refund is given: the declared list the console and the platform API share, with free text beside it. */
export const REFUND_REASONS = [
  'requested_by_customer',
  'duplicate',
  'fraudulent',
  'product_not_received',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const PAYMENT_OPERATION_LIMITS = {
  /** The free text beside a reason. */
  noteMax: 500,
  /** The platform's words when an operation failed. */
  failureMessageMax: 500,
} as const;

/**
 * Test mode settles an operation by itself after this long when no enabled test endpoint is subscribed to its
 * `*.created` event, as a sandbox does. Live mode never does.
 */
export const SANDBOX_SETTLE_DELAY_MS = 10_000;

/** A live operation still pending after this many days needs attention: it is never silently dropped. */
export const OPERATION_ATTENTION_DAYS = 7;

/** Statuses of a payment that went through: counted as paid money, refunded in part or in full or not. */
export const PAID_PAYMENT_STATUSES = [
  'success',
  'partially_refunded',
  'refunded',
] as const satisfies ReadonlyArray<PaymentStatus>;

export const isPaidStatus = (status: PaymentStatus): boolean =>
  (PAID_PAYMENT_STATUSES as ReadonlyArray<PaymentStatus>).includes(status);

/** What of a payment its operations read and change: minor units as bigint. */
export type PaymentMoney = {
  type: PaymentType;
  status: PaymentStatus;
  /** The amount authorised (for a pay-in) or sent. */
  amountMinor: bigint;
  capturedMinor: bigint;
  /** Refunds that succeeded. */
  refundedMinor: bigint;
  /** Refunds asked for and not yet reported: held against what may still be refunded. */
  refundPendingMinor: bigint;
};

/**
 * The invariants, also checked by the database (payments' CHECK constraints): nothing negative, refunded plus
 * pending within captured, captured within authorised.
 * @internal Exported for tests only.
 */
export const holdsMoneyInvariants = (payment: PaymentMoney): boolean =>
  payment.capturedMinor >= 0n &&
  payment.refundedMinor >= 0n &&
  payment.refundPendingMinor >= 0n &&
  payment.refundedMinor + payment.refundPendingMinor <= payment.capturedMinor &&
  payment.capturedMinor <= payment.amountMinor;

/** What may still be refunded: captured, less what was refunded and what pending refunds hold. */
export const refundableMinor = (payment: PaymentMoney): bigint => {
  const left = payment.capturedMinor - payment.refundedMinor - payment.refundPendingMinor;
  return left > 0n ? left : 0n;
};

/** Why an operation is not offered on a payment, as a code both sides word. */
export const OPERATION_REFUSALS = [
  'not_a_payin',
  'not_paid',
  'fully_refunded',
  'refunds_pending',
  'not_authorized',
  'not_cancellable',
] as const;
export type OperationRefusal = (typeof OPERATION_REFUSALS)[number];

export type OperationOffer = { offered: true } | { offered: false; why: OperationRefusal };

/**
 * Which operations a payment allows, with the state machine: a paid pay-in can be refunded while something is left
 * to refund. Captures and cancellations need an authorisation, which no payment holds yet.
 */
export function operationsOffered(payment: PaymentMoney): Record<PaymentOperationKind, OperationOffer> {
  return {
    refund: refundOffer(payment),
    capture: { offered: false, why: payment.type === 'payin' ? 'not_authorized' : 'not_a_payin' },
    cancellation: { offered: false, why: 'not_cancellable' },
  };
}

function refundOffer(payment: PaymentMoney): OperationOffer {
  if (payment.type !== 'payin') return { offered: false, why: 'not_a_payin' };
  if (payment.status === 'refunded') return { offered: false, why: 'fully_refunded' };
  if (!isPaidStatus(payment.status)) return { offered: false, why: 'not_paid' };
  if (refundableMinor(payment) === 0n) return { offered: false, why: 'refunds_pending' };
  return { offered: true };
}

/** The payment's status once its refunds settled: refunded when all that was captured came back. */
export function statusAfterRefunds(payment: PaymentMoney): PaymentStatus {
  if (!isPaidStatus(payment.status) || payment.refundedMinor === 0n) return payment.status;
  return payment.refundedMinor >= payment.capturedMinor ? 'refunded' : 'partially_refunded';
}

/**
 * One step of a payment's operations, as the property tests drive them.
 * @internal Exported for tests only.
 */
export type OperationStep =
  | { kind: 'refund'; amountMinor: bigint }
  | { kind: 'settle'; index: number; result: (typeof PAYMENT_OPERATION_RESULTS)[number] | 'withdrawn' };

type HeldOperation = { amountMinor: bigint; status: PaymentOperationStatus };

/**
 * The refund state machine on its own: asks for a refund (refused when more than is left), or settles a pending
 * one. Answers the payment and its operations after, or a refusal; the API follows the same rules in SQL.
 * @internal Exported for tests only.
 */
export function applyOperationStep(
  state: { payment: PaymentMoney; operations: ReadonlyArray<HeldOperation> },
  step: OperationStep,
): { payment: PaymentMoney; operations: ReadonlyArray<HeldOperation> } | { refused: string } {
  const { payment, operations } = state;
  if (step.kind === 'refund') {
    const offer = refundOffer(payment);
    if (!offer.offered) return { refused: offer.why };
    if (step.amountMinor <= 0n || step.amountMinor > refundableMinor(payment)) {
      return { refused: 'amount_exceeds_refundable' };
    }
    return {
      payment: { ...payment, refundPendingMinor: payment.refundPendingMinor + step.amountMinor },
      operations: [...operations, { amountMinor: step.amountMinor, status: 'pending' }],
    };
  }
  const operation = operations[step.index];
  if (operation?.status !== 'pending') return { refused: 'operation_not_pending' };
  const released = { ...payment, refundPendingMinor: payment.refundPendingMinor - operation.amountMinor };
  const settled =
    step.result === 'succeeded'
      ? { ...released, refundedMinor: released.refundedMinor + operation.amountMinor }
      : released;
  return {
    payment: { ...settled, status: statusAfterRefunds(settled) },
    operations: operations.map((held, index) =>
      index === step.index ? { ...held, status: step.result } : held,
    ),
  };
}
