import {
  APPROVAL_WAIT_MS,
  cancellableMinor,
  capturableMinor,
  heldPayment,
  type OperationReason,
  type OperationRefusal,
  operationsOffered,
  operationWaitsForApproval,
  type PaymentMoney,
  type PaymentOperationKind,
  refundableMinor,
  SANDBOX_SETTLE_DELAY_MS,
  withWaitingRequests,
} from '@paygrid/domain';
import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../../db/client';
import { Problem, problemItem } from '../../http/problem';
import type { AuditTrail } from '../audit/record';
import { appendPlatformEvent } from '../events/append';
import { listensFor } from '../webhooks/subscriptions';
import { type OperationRow, platformOperationOf } from './operation-resource';
import {
  lastStepAt,
  lockPayment,
  moneyColumns,
  moneyOf,
  type PaymentRow,
  type PaymentScope,
  waitingRequestsOn,
} from './payment-money';
import { platformPaymentOf } from './platform-payment-resource';
import { appendSettledEvent, settleLocked } from './settle-operations';
import { operationApprovalThresholds, paymentOperations, payments } from './tables';

/**
 * Who asks: a person in the console (recorded in the audit log), or a platform with its API key. A person who may
 * operate acts at once up to the approval amount, and above it once `proven` (password and code); a member's
 * request always waits (decision 0106).
 */
export type Requester =
  | { via: 'console'; userId: string; trail: AuditTrail; mayOperate: boolean; proven: boolean }
  | { via: 'api'; apiKeyId: string };

/** What is asked: the kind, its amount (refunds and captures), reason (refunds and cancellations) and note. */
export type OperationRequest = {
  kind: PaymentOperationKind;
  amount_minor?: string;
  reason?: OperationReason;
  note?: string;
  /** The platform API only: an operation already made on the platform, with when. */
  status?: 'pending' | 'succeeded';
  at?: string | undefined;
};

const WORDS: Record<PaymentOperationKind, { noun: string; verb: string }> = {
  refund: { noun: 'refund', verb: 'refunded' },
  capture: { noun: 'capture', verb: 'captured' },
  cancellation: { noun: 'cancellation', verb: 'cancelled' },
};

const notOffered = (kind: PaymentOperationKind, why: OperationRefusal) =>
  new Problem(409, `This payment cannot be ${WORDS[kind].verb} now.`, [
    { ...problemItem(409, `${kind}_not_offered`, 'Conflict', why), meta: { why } },
  ]);

/** What a refund or a capture may be for at most, and the code when more is asked. */
const AMOUNT_LIMITS = {
  refund: {
    left: refundableMinor,
    code: 'amount_exceeds_refundable',
    param: 'refundable_minor',
    words: 'refund',
  },
  capture: {
    left: capturableMinor,
    code: 'amount_exceeds_capturable',
    param: 'capturable_minor',
    words: 'capture',
  },
} as const;

function amountOf(money: PaymentMoney, request: OperationRequest): bigint {
  if (request.kind === 'cancellation') return cancellableMinor(money);
  const limit = AMOUNT_LIMITS[request.kind];
  // The routes' schemas let only a positive whole number through; anything else is refused here too, never a 500.
  const amount = /^[1-9]\d*$/.test(request.amount_minor ?? '') ? BigInt(request.amount_minor ?? '0') : 0n;
  const left = limit.left(money);
  if (amount <= 0n || amount > left) {
    throw new Problem(422, `At most ${left} minor units are left to ${limit.words}.`, [
      {
        ...problemItem(422, limit.code, 'Invalid value', `${limit.param.replace('_minor', '')} ${left}`),
        source: { pointer: '/amount_minor' },
        meta: { params: { [limit.param]: String(left) } },
      },
    ]);
  }
  return amount;
}

const atOnlyWhenReported = () =>
  new Problem(422, 'Only an operation reported as succeeded names when it happened.', [
    {
      ...problemItem(422, 'at_unexpected', 'Invalid value', 'at needs status succeeded'),
      source: { pointer: '/at' },
    },
  ]);

function reportedAt(kind: PaymentOperationKind, payment: PaymentRow, at: string): Date {
  const when = new Date(at);
  if (when.getTime() < lastStepAt(payment.statusHistory)) {
    throw new Problem(422, `A ${WORDS[kind].noun} cannot happen before the payment’s last step.`, [
      {
        ...problemItem(
          422,
          `${kind}_time_before_payment`,
          'Invalid value',
          'at before the payment’s last step',
        ),
        source: { pointer: '/at' },
      },
    ]);
  }
  return when;
}

const proofRequired = (currency: string) =>
  new Problem(422, `Above the approval amount for ${currency}, confirm with your password.`, [
    {
      ...problemItem(422, 'approval_proof_required', 'Invalid value', currency),
      source: { pointer: '/password' },
    },
  ]);

/** The organisation's approval amount for a currency, if it set one. */
async function thresholdOf(tx: Db, organizationId: string, currency: string): Promise<bigint | undefined> {
  const [row] = await tx
    .select({ amountMinor: operationApprovalThresholds.amountMinor })
    .from(operationApprovalThresholds)
    .where(
      and(
        eq(operationApprovalThresholds.organizationId, organizationId),
        eq(operationApprovalThresholds.currency, currency),
      ),
    );
  return row?.amountMinor;
}

/** Whether a console request waits for a second person; an owner or admin above the amount must have proven it is them. */
async function waitsForApproval(
  tx: Db,
  scope: PaymentScope,
  payment: PaymentRow,
  amount: bigint,
  requester: Requester,
): Promise<boolean> {
  if (requester.via === 'api') return false;
  const waits = operationWaitsForApproval({
    mayOperate: requester.mayOperate,
    amountMinor: amount,
    thresholdMinor: await thresholdOf(tx, scope.organizationId, payment.currency),
  });
  if (waits && requester.mayOperate && !requester.proven) throw proofRequired(payment.currency);
  return waits;
}

/**
 * `<kind>.created` for the platform to carry a pending operation out, with when the sandbox settles it when in test
 * mode no endpoint listens: on the request, or when a waiting one is approved (`approval`, written with it, with what
 * it holds now: a cancellation releases what is left when approved).
 */
export async function sendToPlatform(
  tx: Db,
  scope: PaymentScope,
  operation: OperationRow,
  payment: PaymentRow,
  at: Date,
  approval: { decidedByUserId: string; amountMinor: bigint } | undefined = undefined,
): Promise<OperationRow> {
  const sandbox = scope.mode === 'test' && !(await listensFor(tx, scope, `${operation.kind}.created`));
  const [sent] = await tx
    .update(paymentOperations)
    .set({
      sentAt: at,
      settlesAt: sandbox ? new Date(at.getTime() + SANDBOX_SETTLE_DELAY_MS) : null,
      ...(approval
        ? {
            status: 'pending',
            amountMinor: approval.amountMinor,
            decidedByUserId: approval.decidedByUserId,
            decidedAt: at,
            updatedAt: at,
          }
        : {}),
    })
    .where(eq(paymentOperations.id, operation.id))
    .returning();
  if (!sent) throw new Error(`The ${operation.kind} was not written`);
  await appendPlatformEvent(tx, {
    ...scope,
    eventType: `${operation.kind}.created`,
    payment: platformPaymentOf(payment),
    operation: platformOperationOf(sent),
  });
  return sent;
}

/**
 * POST /payments/{id}/refunds, /captures and /cancellations (console and platform API): the operation recorded as
 * pending with what it holds on the payment, and `<kind>.created` for the platform to carry it out. Decided under
 * the payment's lock, and the database's check holds the sums besides. In test mode with no endpoint listening, the
 * sandbox settles it by itself; a platform may also report one it already made (`status: succeeded`). A console
 * request that needs a second person's approval is recorded awaiting it and holds nothing: the platform hears of it
 * only once approved, and is never bound by it. The console decides on the payment with its waiting requests, so
 * people never ask for more together than is left; the platform on the payment alone.
 */
export async function requestOperation(
  db: Db,
  scope: PaymentScope,
  paymentId: string,
  request: OperationRequest,
  requester: Requester,
): Promise<OperationRow> {
  const { kind } = request;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const payment = await lockPayment(tx, scope, paymentId);
    const money = moneyOf(payment);
    const seen =
      requester.via === 'console'
        ? withWaitingRequests(money, await waitingRequestsOn(tx, payment.id))
        : money;
    const offer = operationsOffered(seen)[kind];
    if (!offer.offered) throw notOffered(kind, offer.why);
    const amount = amountOf(seen, request);
    const reported = request.status === 'succeeded';
    if (request.at !== undefined && !reported) throw atOnlyWhenReported();
    // An operation the platform made earlier is recorded as asked for then (never before the payment's last step).
    const now = reported && request.at !== undefined ? reportedAt(kind, payment, request.at) : new Date();
    const waits = await waitsForApproval(tx, scope, payment, amount, requester);
    const [held] = await tx
      .update(payments)
      .set({
        ...(waits ? {} : moneyColumns(heldPayment(money, { kind, amountMinor: amount }))),
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    const [operation] = await tx
      .insert(paymentOperations)
      .values({
        id: ulid(now.getTime()),
        organizationId: scope.organizationId,
        mode: scope.mode,
        paymentId: payment.id,
        kind,
        status: waits ? 'awaiting_approval' : 'pending',
        amountMinor: amount,
        currency: payment.currency,
        reason: request.reason ?? null,
        note: request.note ?? '',
        requestedVia: requester.via,
        requestedByUserId: requester.via === 'console' ? requester.userId : null,
        requestedByApiKeyId: requester.via === 'api' ? requester.apiKeyId : null,
        sentAt: waits ? null : now,
        approvalExpiresAt: waits ? new Date(now.getTime() + APPROVAL_WAIT_MS) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!held || !operation) throw new Error(`The ${kind} was not written`);
    if (requester.via === 'console') {
      await requester.trail.record(tx, {
        organizationId: scope.organizationId,
        action: `payment.${kind}_requested`,
        resource: { id: payment.id, name: payment.reference },
        details: {
          operation_id: operation.id,
          amount_minor: String(amount),
          currency: payment.currency,
          ...(request.reason === undefined ? {} : { reason: request.reason }),
          mode: scope.mode,
          ...(waits ? { awaiting_approval: true } : {}),
        },
      });
    }
    if (waits) return operation;
    if (!reported) return sendToPlatform(tx, scope, operation, held, now);
    // One the platform already made is settled before any event: the rollup rows come before the event head.
    const settled = await settleLocked(tx, operation, held, { status: 'succeeded', at: request.at });
    await appendPlatformEvent(tx, {
      ...scope,
      eventType: `${kind}.created`,
      payment: platformPaymentOf(held),
      operation: platformOperationOf(operation),
    });
    await appendSettledEvent(tx, scope, settled);
    return settled.operation;
  });
}
