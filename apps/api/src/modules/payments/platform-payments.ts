import type { CreatePlatformPayment, PaymentStatusChangeBody, PlatformPayment } from '@paygrid/contracts';
import {
  canAuthorize,
  canChangePaymentStatus,
  type PaymentMode,
  type PaymentStatus,
  platformMayReportChange,
} from '@paygrid/domain';
import { and, eq, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { invalidValue as invalid, notFound, Problem, problemItem } from '../../http/problem';
import { countries, currencies } from '../catalogues/tables';
import type { EventCaller } from '../events/append';
import { platformEventCtes } from '../events/append';
import { paymentsOf } from './payment-grid';
import { lastStepAt } from './payment-money';
import { platformPaymentOf } from './platform-payment-resource';
import { paymentsInsert } from './record-payments';
import { dropEmptyBuckets, rollupUpserts } from './rollup-writes';
import { type PaymentStatusStep, payments } from './tables';

type PaymentRow = typeof payments.$inferSelect;

/** The organisation and mode an API key names, and the key itself. */
export type PlatformScope = {
  organizationId: string;
  mode: PaymentMode;
  apiKeyId: string;
  caller?: EventCaller;
};

/** The currencies and the country must be the catalogue's: one query asks for all three. */
async function refuseUnknownCodes(db: Db, input: CreatePlatformPayment): Promise<void> {
  const [found] = await queryRows(
    db,
    sql`select exists (select 1 from ${currencies} where ${currencies.code} = ${input.currency}) as currency,
        exists (select 1 from ${currencies} where ${currencies.code} = ${input.target_currency ?? input.currency})
          as target_currency,
        exists (select 1 from ${countries} where ${countries.code} = ${input.customer_country}) as country`,
  );
  if (!found?.currency) {
    throw invalid('/currency', 'unknown_currency', `No currency ${input.currency} in the catalogue.`);
  }
  if (!found.target_currency) {
    throw invalid(
      '/target_currency',
      'unknown_currency',
      `No currency ${input.target_currency} in the catalogue.`,
    );
  }
  if (!found.country) {
    throw invalid(
      '/customer_country',
      'unknown_country',
      `No country ${input.customer_country} in the catalogue.`,
    );
  }
}

/** The rules zod cannot see alone: an exchange has its leg and nothing else does; a failure has its reason. */
function refuseInconsistent(input: CreatePlatformPayment): void {
  const leg = [input.target_amount_minor, input.target_currency, input.rate];
  if (input.type === 'exchange' && leg.some((part) => part === undefined)) {
    throw invalid(
      '/target_currency',
      'exchange_leg_required',
      'An exchange names target_amount_minor, target_currency and rate.',
    );
  }
  if (input.type !== 'exchange' && leg.some((part) => part !== undefined)) {
    throw invalid(
      '/type',
      'exchange_leg_unexpected',
      'Only an exchange has target_amount_minor, target_currency and rate.',
    );
  }
  if (input.status === 'authorized' && !(input.type === 'payin' && canAuthorize(input.method))) {
    throw invalid(
      '/status',
      'authorization_not_supported',
      'Only a card pay-in is authorised, then captured or cancelled.',
    );
  }
  if (input.three_ds !== undefined && input.method !== 'card') {
    throw invalid('/three_ds', 'three_ds_card_only', '3-D Secure is said of card payments only.');
  }
  refuseFailureMismatch(input.status, input.failure_reason, input.failure_message);
}

function refuseFailureMismatch(
  status: PaymentStatus,
  reason: string | undefined,
  message: string | undefined,
): void {
  if (status === 'failed' && reason === undefined) {
    throw invalid('/failure_reason', 'failure_reason_required', 'A failed payment names its failure_reason.');
  }
  if (status !== 'failed' && reason !== undefined) {
    throw invalid(
      '/failure_reason',
      'failure_reason_unexpected',
      'Only a failed payment has a failure_reason.',
    );
  }
  if (status !== 'failed' && message !== undefined) {
    throw invalid(
      '/failure_message',
      'failure_message_unexpected',
      'Only a failed payment has a failure_message.',
    );
  }
}

/** What a payment the platform reports has captured: all of a pay-in that succeeded, nothing else. */
const capturedWhen = (type: PaymentRow['type'], status: PaymentStatus, amount: bigint): bigint =>
  type === 'payin' && status === 'success' ? amount : 0n;

const referenceTaken = (reference: string) =>
  new Problem(409, `A payment with the reference ${reference} exists in this mode.`, [
    problemItem(409, 'reference_taken', 'Conflict', `reference ${reference}`),
  ]);

/**
 * POST /payments: one payment a platform reports, written with its rollup's increment and its event in one
 * transaction (decision 0070: never a rebuild), so the grid, search and the dashboard see it at once.
 */
export async function createPlatformPayment(
  db: Db,
  scope: PlatformScope,
  input: CreatePlatformPayment,
): Promise<PlatformPayment> {
  refuseInconsistent(input);
  await refuseUnknownCodes(db, input);
  const createdAt = input.created_at ? new Date(input.created_at) : new Date();
  const step: PaymentStatusStep = {
    status: input.status,
    at: createdAt.toISOString(),
    ...(input.failure_message ? { reason: input.failure_message } : {}),
  };
  const now = new Date();
  const row: PaymentRow = {
    id: ulid(createdAt.getTime()),
    organizationId: scope.organizationId,
    mode: scope.mode,
    type: input.type,
    status: input.status,
    amountMinor: BigInt(input.amount_minor),
    currency: input.currency,
    targetAmountMinor: input.target_amount_minor === undefined ? null : BigInt(input.target_amount_minor),
    targetCurrency: input.target_currency ?? null,
    rate: input.rate ?? null,
    feeMinor: BigInt(input.fee_minor),
    method: input.method,
    vendor: null,
    threeDs: input.three_ds ?? null,
    customerEmail: input.customer_email,
    customerCountry: input.customer_country,
    reference: input.reference,
    description: input.description,
    failureReason: input.failure_reason ?? null,
    failureMessage: input.failure_message ?? null,
    statusHistory: [step],
    metadata: input.metadata,
    search: '',
    // A pay-in that succeeded was captured in full; an authorised one is captured through its captures.
    capturedMinor: capturedWhen(input.type, input.status, BigInt(input.amount_minor)),
    refundedMinor: 0n,
    refundPendingMinor: 0n,
    capturePendingMinor: 0n,
    cancellationPending: false,
    apiKeyId: scope.apiKeyId,
    createdAt,
    updatedAt: now,
  };
  const payment = platformPaymentOf(row);
  const rollup = rollupUpserts(row, 1);
  // One statement, committed on its own: the row first, then the shared rows in a fixed order (the rollup's quarter
  // hour, its day, the event head), whose locks last only until this statement commits (decision 0102).
  const [inserted] = await queryRows(
    db,
    sql`with inserted as (${paymentsInsert([row])} on conflict do nothing returning id),
      rollup_quarter as (${rollup.quarter('inserted')}),
      rollup_day as (${rollup.day('rollup_quarter')}),
      ${platformEventCtes({ ...scope, eventType: 'payment.created', payment }, 'rollup_day')}
    select id from inserted`,
  );
  if (!inserted) throw referenceTaken(input.reference);
  return payment;
}

/** POST /payments/{id}/status: a status the platform reached, allowed only along the one state machine (409 else). */
export async function changePlatformPaymentStatus(
  db: Db,
  scope: PlatformScope,
  id: string,
  change: PaymentStatusChangeBody,
): Promise<PlatformPayment> {
  refuseFailureMismatch(change.status, change.failure_reason, change.failure_message);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), paymentsOf(scope)))
      .for('update');
    if (!before) throw notFound('No such payment.');
    if (
      canChangePaymentStatus(before.status, change.status) &&
      !platformMayReportChange(before.status, change.status)
    ) {
      throw new Problem(
        409,
        'The payment is authorised: it is captured or cancelled through its operations.',
        [
          {
            ...problemItem(
              409,
              'authorization_open',
              'Conflict',
              'POST /payments/{id}/captures or /cancellations',
            ),
            meta: { current_status: before.status },
          },
        ],
      );
    }
    if (!canChangePaymentStatus(before.status, change.status)) {
      throw new Problem(409, `The payment is ${before.status}: it cannot become ${change.status}.`, [
        {
          ...problemItem(409, 'status_change_not_allowed', 'Conflict', `current status ${before.status}`),
          meta: { current_status: before.status },
        },
      ]);
    }
    if (change.status === 'authorized' && !(before.type === 'payin' && canAuthorize(before.method))) {
      throw invalid(
        '/status',
        'authorization_not_supported',
        'Only a card pay-in is authorised, then captured or cancelled.',
      );
    }
    const step: PaymentStatusStep = {
      status: change.status,
      at: stepTime(before.statusHistory, change.at),
      ...(change.failure_message ? { reason: change.failure_message } : {}),
    };
    const after: PaymentRow = {
      ...before,
      status: change.status,
      capturedMinor: capturedWhen(before.type, change.status, before.amountMinor),
      failureReason: change.failure_reason ?? null,
      failureMessage: change.failure_message ?? null,
      statusHistory: [...before.statusHistory, step],
      updatedAt: new Date(),
    };
    const payment = platformPaymentOf(after);
    const out = rollupUpserts(before, -1);
    const into = rollupUpserts(after, 1);
    // The payment's row is ours (locked above); the shared rows are written last, in one statement, in the order of
    // the state machine (the old status's rows, then the new one's, then the event head), as every writer takes them.
    const [left] = await queryRows(
      tx,
      sql`with changed as (
          update payments set status = ${after.status}, failure_reason = ${after.failureReason},
            captured_minor = ${after.capturedMinor.toString()}::bigint,
            failure_message = ${after.failureMessage},
            status_history = ${JSON.stringify(after.statusHistory)}::jsonb,
            updated_at = ${after.updatedAt.toISOString()}::timestamptz
          where id = ${id} returning id),
        quarter_out as (${out.quarter('changed')}),
        day_out as (${out.day('quarter_out')}),
        quarter_in as (${into.quarter('day_out')}),
        day_in as (${into.day('quarter_in')}),
        ${platformEventCtes({ ...scope, eventType: 'payment.status_changed', payment }, 'day_in')}
      select (select count from quarter_out) as quarter_left, (select count from day_out) as day_left`,
    );
    if (Number(left?.quarter_left) === 0 || Number(left?.day_left) === 0) await dropEmptyBuckets(tx, before);
    return payment;
  });
}

/**
 * When a change happened: the platform's own time, never before the step it follows (422), or now, but never before
 * that step either (a platform may have reported the payment's creation a little ahead of this server's clock).
 */
function stepTime(history: ReadonlyArray<PaymentStatusStep>, reported: string | undefined): string {
  const last = lastStepAt(history);
  if (reported === undefined) return new Date(Math.max(Date.now(), last)).toISOString();
  const at = Date.parse(reported);
  if (at < last) {
    throw invalid(
      '/at',
      'status_time_before_previous',
      'A status change cannot happen before the step it follows.',
    );
  }
  return new Date(at).toISOString();
}

/** GET /payments/{id} on the platform API: the key's organisation and mode only (404 else). */
export async function platformPayment(db: Db, scope: PlatformScope, id: string): Promise<PlatformPayment> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), paymentsOf(scope)));
  if (!row) throw notFound('No such payment.');
  return platformPaymentOf(row);
}
