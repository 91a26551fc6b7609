import { platformMayReportChange } from '../platform/payment-status-changes';
import type { PaymentMethod, PaymentStatus, PaymentType } from './fixed-values';

/**
 * Operations on a payment (issue 38): each is its own record linked to the payment, asked for in the console or
 * through the platform API, carried out by the platform and reported back. A refund gives back what was captured;
 * a capture takes part or all of an authorisation; a cancellation voids what is left of an authorisation, or a
 * payout not yet processing.
 */
export const PAYMENT_OPERATION_KINDS = ['refund', 'capture', 'cancellation'] as const;
export type PaymentOperationKind = (typeof PAYMENT_OPERATION_KINDS)[number];

/**
 * pending → succeeded or failed, as the platform reports; withdrawn when the person who may act takes a pending
 * request back before the platform reported it. A request that needs a second person's approval (decision 0106)
 * starts awaiting_approval → pending when approved, rejected, withdrawn or expired otherwise. Only a pending
 * operation holds money on the payment; one awaiting approval counts only against what the console may still ask
 * (withWaitingRequests), so it never binds the platform.
 */
export const PAYMENT_OPERATION_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'withdrawn',
  'awaiting_approval',
  'rejected',
  'expired',
] as const;
export type PaymentOperationStatus = (typeof PAYMENT_OPERATION_STATUSES)[number];

/** The outcomes a platform reports for a pending operation. */
export const PAYMENT_OPERATION_RESULTS = ['succeeded', 'failed'] as const;

/** Every reason an operation may carry, as the operations' one column holds them. A capture has none. */
export const OPERATION_REASONS = [
  'requested_by_customer',
  'duplicate',
  'fraudulent',
  'product_not_received',
  'abandoned',
  'other',
] as const;
export type OperationReason = (typeof OPERATION_REASONS)[number];

/** Why a refund is given: the declared list the console and the platform API share, with free text beside it. */
export const REFUND_REASONS = [
  'requested_by_customer',
  'duplicate',
  'fraudulent',
  'product_not_received',
  'other',
] as const satisfies ReadonlyArray<OperationReason>;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Why an authorisation or a payout is cancelled. */
export const CANCELLATION_REASONS = [
  'requested_by_customer',
  'duplicate',
  'fraudulent',
  'abandoned',
  'other',
] as const satisfies ReadonlyArray<OperationReason>;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/**
 * The methods whose pay-ins can stop at `authorized` and be captured later, in one or several partial captures up
 * to the authorised amount. Other methods are paid or not at once.
 */
const AUTHORIZING_METHODS = ['card'] as const satisfies ReadonlyArray<PaymentMethod>;

export const canAuthorize = (method: PaymentMethod): boolean =>
  (AUTHORIZING_METHODS as ReadonlyArray<PaymentMethod>).includes(method);

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
  /** Captures asked for and not yet reported: held against what may still be captured. */
  capturePendingMinor: bigint;
  /** Refunds that succeeded. */
  refundedMinor: bigint;
  /** Refunds asked for and not yet reported: held against what may still be refunded. */
  refundPendingMinor: bigint;
  /** A cancellation is asked for and not yet reported: nothing more is captured meanwhile. */
  cancellationPending: boolean;
};

/**
 * The invariants, also checked by the database (payments' CHECK constraints): nothing negative, refunded plus
 * pending within captured, captured plus pending captures within authorised.
 * @internal Exported for tests only.
 */
export const holdsMoneyInvariants = (payment: PaymentMoney): boolean =>
  payment.capturedMinor >= 0n &&
  payment.capturePendingMinor >= 0n &&
  payment.refundedMinor >= 0n &&
  payment.refundPendingMinor >= 0n &&
  payment.refundedMinor + payment.refundPendingMinor <= payment.capturedMinor &&
  payment.capturedMinor + payment.capturePendingMinor <= payment.amountMinor;

const leftOrZero = (left: bigint) => (left > 0n ? left : 0n);

/** What may still be refunded: captured, less what was refunded and what pending refunds hold. */
export const refundableMinor = (payment: PaymentMoney): bigint =>
  leftOrZero(payment.capturedMinor - payment.refundedMinor - payment.refundPendingMinor);

/** What of an authorisation may still be captured: none unless the pay-in is authorised. */
export const capturableMinor = (payment: PaymentMoney): bigint =>
  payment.status === 'authorized'
    ? leftOrZero(payment.amountMinor - payment.capturedMinor - payment.capturePendingMinor)
    : 0n;

/** What a cancellation releases: the rest of an authorisation, or the whole payout. */
export const cancellableMinor = (payment: PaymentMoney): bigint =>
  payment.type === 'payin' ? leftOrZero(payment.amountMinor - payment.capturedMinor) : payment.amountMinor;

/** Why an operation is not offered on a payment, as a code both sides word. */
export const OPERATION_REFUSALS = [
  'not_a_payin',
  'not_paid',
  'not_captured',
  'fully_refunded',
  'refunds_pending',
  'not_authorized',
  'captures_pending',
  'cancellation_pending',
  'not_cancellable',
] as const;
export type OperationRefusal = (typeof OPERATION_REFUSALS)[number];

export type OperationOffer = { offered: true } | { offered: false; why: OperationRefusal };

const refused = (why: OperationRefusal): OperationOffer => ({ offered: false, why });
const OFFERED: OperationOffer = { offered: true };

/**
 * Which operations a payment allows, with the state machine: a pay-in is refunded once something of it was
 * captured; an authorised pay-in is captured (in parts, up to what was authorised) or cancelled; a payout is
 * cancelled only before it is processing; an exchange and a refund take none.
 */
export function operationsOffered(payment: PaymentMoney): Record<PaymentOperationKind, OperationOffer> {
  return {
    refund: refundOffer(payment),
    capture: captureOffer(payment),
    cancellation: cancellationOffer(payment),
  };
}

function refundOffer(payment: PaymentMoney): OperationOffer {
  if (payment.type !== 'payin') return refused('not_a_payin');
  if (payment.status === 'refunded') return refused('fully_refunded');
  if (payment.status === 'authorized' && payment.capturedMinor === 0n) return refused('not_captured');
  if (payment.status !== 'authorized' && !isPaidStatus(payment.status)) return refused('not_paid');
  if (refundableMinor(payment) === 0n) {
    return refused(payment.refundPendingMinor > 0n ? 'refunds_pending' : 'fully_refunded');
  }
  return OFFERED;
}

function captureOffer(payment: PaymentMoney): OperationOffer {
  if (payment.type !== 'payin') return refused('not_a_payin');
  if (payment.status !== 'authorized') return refused('not_authorized');
  if (payment.cancellationPending) return refused('cancellation_pending');
  if (capturableMinor(payment) === 0n) return refused('captures_pending');
  return OFFERED;
}

function cancellationOffer(payment: PaymentMoney): OperationOffer {
  const cancellable =
    (payment.type === 'payin' && payment.status === 'authorized') ||
    (payment.type === 'payout' && payment.status === 'created');
  if (!cancellable) return refused('not_cancellable');
  if (payment.cancellationPending) return refused('cancellation_pending');
  if (payment.capturePendingMinor > 0n) return refused('captures_pending');
  return OFFERED;
}

/**
 * The payment's status once its refunds settled: refunded when all that was captured came back.
 * @internal Exported for tests only.
 */
export function statusAfterRefunds(payment: PaymentMoney): PaymentStatus {
  if (!isPaidStatus(payment.status) || payment.refundedMinor === 0n) return payment.status;
  return payment.refundedMinor >= payment.capturedMinor ? 'refunded' : 'partially_refunded';
}

/** A paid pay-in, named by what came back of what it captured. */
const paid = (payment: PaymentMoney): PaymentStatus => statusAfterRefunds({ ...payment, status: 'success' });

/** The amount an operation is for: what was asked (refunds, captures), or all a cancellation releases. */
export type OperationHold = { kind: PaymentOperationKind; amountMinor: bigint };

/** The payment once an operation is sent to the platform: its amount held until the platform reports it. */
export function heldPayment(payment: PaymentMoney, operation: OperationHold): PaymentMoney {
  if (operation.kind === 'refund') {
    return { ...payment, refundPendingMinor: payment.refundPendingMinor + operation.amountMinor };
  }
  if (operation.kind === 'capture') {
    return { ...payment, capturePendingMinor: payment.capturePendingMinor + operation.amountMinor };
  }
  return { ...payment, cancellationPending: true };
}

/**
 * The payment as the console sees it: what the platform holds, and what requests waiting for approval would hold
 * once approved, so that people never ask for more together than is left. The platform's own requests and an
 * approval are decided on the payment alone (decision 0106): a waiting request never binds the platform, and one
 * the payment moved past meanwhile can no longer be approved.
 */
export const withWaitingRequests = (
  payment: PaymentMoney,
  waiting: ReadonlyArray<OperationHold>,
): PaymentMoney => waiting.reduce(heldPayment, payment);

/**
 * The payment once a pending operation settled: the hold released and, when it succeeded, its money moved and the
 * status told truthfully. An authorisation captured in full is paid; a cancelled one is cancelled when nothing of
 * it was captured, or paid with what was; a cancelled payout is cancelled.
 */
export function settledPayment(
  payment: PaymentMoney,
  operation: OperationHold,
  result: Exclude<PaymentOperationStatus, 'pending'>,
): PaymentMoney {
  const succeeded = result === 'succeeded';
  const amount = succeeded ? operation.amountMinor : 0n;
  if (operation.kind === 'refund') {
    const after = {
      ...payment,
      refundPendingMinor: payment.refundPendingMinor - operation.amountMinor,
      refundedMinor: payment.refundedMinor + amount,
    };
    return { ...after, status: statusAfterRefunds(after) };
  }
  if (operation.kind === 'capture') {
    const after = {
      ...payment,
      capturePendingMinor: payment.capturePendingMinor - operation.amountMinor,
      capturedMinor: payment.capturedMinor + amount,
    };
    const whole = after.status === 'authorized' && after.capturedMinor === after.amountMinor;
    return whole ? { ...after, status: paid(after) } : after;
  }
  const after = { ...payment, cancellationPending: false };
  if (!succeeded) return after;
  if (after.type === 'payin' && after.status === 'authorized' && after.capturedMinor > 0n) {
    return { ...after, status: paid(after) };
  }
  return { ...after, status: 'cancelled' };
}

/**
 * One step of a payment's operations, as the property tests drive them. A request comes from the platform (decided on
 * the payment alone), or from a person in the console who acts at once or whose request waits for approval (both
 * decided on the payment with the waiting requests). A waiting request is approved (decided again, on the payment
 * alone) or ended (rejected, withdrawn, expired); a pending one is settled or withdrawn.
 * @internal Exported for tests only.
 */
export type OperationStep =
  | ({ asker: OperationAsker } & (
      | { kind: 'refund' | 'capture'; amountMinor: bigint }
      | { kind: 'cancellation' }
    ))
  | { kind: 'approve'; index: number }
  | { kind: 'settle'; index: number; result: OperationEnding }
  /** The platform reports the payment authorised, or paid, itself (POST /payments/{id}/status). */
  | { kind: 'report'; status: 'authorized' | 'success' };

/** @internal Exported for tests only. */
export type OperationAsker = 'platform' | 'operator' | 'waiting';
type OperationEnding = Exclude<PaymentOperationStatus, 'pending' | 'awaiting_approval'>;
/**
 * Every way an operation ends: reported, withdrawn, rejected or expired.
 * @internal Exported for tests only.
 */
export const OPERATION_ENDINGS = PAYMENT_OPERATION_STATUSES.filter(
  (status): status is OperationEnding => status !== 'pending' && status !== 'awaiting_approval',
);

type HeldOperation = OperationHold & { status: PaymentOperationStatus };

/** What an operation of a kind may be for now, and the refusal when the amount asked is more. */
const AMOUNT_RULES = {
  refund: { left: refundableMinor, refusal: 'amount_exceeds_refundable' },
  capture: { left: capturableMinor, refusal: 'amount_exceeds_capturable' },
} as const;

/**
 * What an operation may hold on the payment as it stands, or why it may not be asked (or approved) now: the code
 * of the refusal (OperationRefusal, or the amount's).
 */
export function operationFit(
  payment: PaymentMoney,
  request: { kind: PaymentOperationKind; amountMinor?: bigint },
): OperationHold | { refused: string } {
  const offer = operationsOffered(payment)[request.kind];
  if (!offer.offered) return { refused: offer.why };
  if (request.kind === 'cancellation')
    return { kind: 'cancellation', amountMinor: cancellableMinor(payment) };
  const rule = AMOUNT_RULES[request.kind];
  const amountMinor = request.amountMinor ?? 0n;
  if (amountMinor <= 0n || amountMinor > rule.left(payment)) return { refused: rule.refusal };
  return { kind: request.kind, amountMinor };
}

const waitingOf = (operations: ReadonlyArray<HeldOperation>) =>
  operations.filter((operation) => operation.status === 'awaiting_approval');

const withStatus = (
  operations: ReadonlyArray<HeldOperation>,
  index: number,
  status: PaymentOperationStatus,
) => operations.map((held, at) => (at === index ? { ...held, status } : held));

/**
 * The state machine on its own: asks for an operation (refused when not offered or for more than is left),
 * approves or ends a waiting one, or settles a pending one. Answers the payment and its operations after, or a
 * refusal; the API follows the same rules under the payment's lock.
 * @internal Exported for tests only.
 */
export function applyOperationStep(
  state: { payment: PaymentMoney; operations: ReadonlyArray<HeldOperation> },
  step: OperationStep,
): { payment: PaymentMoney; operations: ReadonlyArray<HeldOperation> } | { refused: string } {
  const { payment, operations } = state;
  if (step.kind === 'report') {
    if (!platformMayReportChange(payment.status, step.status))
      return { refused: 'status_change_not_allowed' };
    // The model's pay-ins are card pay-ins: the method's rule (canAuthorize) is the API's to check.
    if (step.status === 'authorized' && payment.type !== 'payin')
      return { refused: 'authorization_not_supported' };
    const capturedMinor = step.status === 'success' && payment.type === 'payin' ? payment.amountMinor : 0n;
    return { payment: { ...payment, status: step.status, capturedMinor }, operations };
  }
  if (step.kind === 'approve') {
    const operation = operations[step.index];
    if (operation?.status !== 'awaiting_approval') return { refused: 'operation_not_awaiting_approval' };
    const hold = operationFit(payment, operation);
    if ('refused' in hold) return { refused: 'operation_no_longer_fits' };
    // A cancellation releases what is left now, which a capture meanwhile may have made less than when asked.
    return {
      payment: heldPayment(payment, hold),
      operations: operations.map((held, at) => (at === step.index ? { ...hold, status: 'pending' } : held)),
    };
  }
  if (step.kind === 'settle') {
    const operation = operations[step.index];
    if (operation?.status === 'awaiting_approval') {
      if (step.result === 'succeeded' || step.result === 'failed')
        return { refused: 'operation_not_pending' };
      return { payment, operations: withStatus(operations, step.index, step.result) };
    }
    if (operation?.status !== 'pending' || step.result === 'rejected' || step.result === 'expired') {
      return { refused: 'operation_not_pending' };
    }
    return {
      payment: settledPayment(payment, operation, step.result),
      operations: withStatus(operations, step.index, step.result),
    };
  }
  const seen = step.asker === 'platform' ? payment : withWaitingRequests(payment, waitingOf(operations));
  const hold = operationFit(seen, step);
  if ('refused' in hold) return hold;
  if (step.asker === 'waiting') {
    return { payment, operations: [...operations, { ...hold, status: 'awaiting_approval' }] };
  }
  return { payment: heldPayment(payment, hold), operations: [...operations, { ...hold, status: 'pending' }] };
}
