import type { CreatePlatformPayment, PaymentStatusChangeBody, PlatformPayment } from '@paygrid/contracts';
import { canChangePaymentStatus, type PaymentMode, type PaymentStatus } from '@paygrid/domain';
import { and, eq, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../../db/client';
import { notFound, Problem, problemItem } from '../../http/problem';
import { countries, currencies } from '../catalogues/tables';
import { appendPlatformEvent } from '../events/append';
import { platformPaymentOf } from './platform-payment-resource';
import { searchTextOf } from './record-payments';
import { recordPaymentWrite } from './rollup-writes';
import { type PaymentStatusStep, payments } from './tables';

/** The organisation and mode an API key names, and the key itself. */
export type PlatformScope = { organizationId: string; mode: PaymentMode; apiKeyId: string };

const invalid = (pointer: string, code: string, message: string) =>
  new Problem(422, message, [
    { status: '422', code, title: 'Invalid value', detail: message, source: { pointer } },
  ]);

async function refuseUnknownCodes(db: Db, input: CreatePlatformPayment): Promise<void> {
  const codes = [input.currency, ...(input.target_currency ? [input.target_currency] : [])];
  const known = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(sql`${currencies.code} in ${codes}`);
  for (const [index, code] of codes.entries()) {
    if (!known.some((row) => row.code === code)) {
      throw invalid(
        index === 0 ? '/currency' : '/target_currency',
        'unknown_currency',
        `No currency ${code} in the catalogue.`,
      );
    }
  }
  const [country] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.code, input.customer_country));
  if (!country)
    throw invalid(
      '/customer_country',
      'unknown_country',
      `No country ${input.customer_country} in the catalogue.`,
    );
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
  if (input.three_ds !== undefined && input.method !== 'card') {
    throw invalid('/three_ds', 'three_ds_card_only', '3-D Secure is said of card payments only.');
  }
  refuseFailureMismatch(input.status, input.failure_reason);
}

function refuseFailureMismatch(status: PaymentStatus, reason: string | undefined): void {
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
}

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
  const values = {
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
    threeDs: input.three_ds ?? null,
    customerEmail: input.customer_email,
    customerCountry: input.customer_country,
    reference: input.reference,
    description: input.description,
    failureReason: input.failure_reason ?? null,
    failureMessage: input.failure_message ?? null,
    statusHistory: [step],
    metadata: input.metadata,
    apiKeyId: scope.apiKeyId,
    createdAt,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({ ...values, search: searchTextOf(values) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw referenceTaken(input.reference);
    await recordPaymentWrite(tx, undefined, row);
    const payment = platformPaymentOf(row);
    await appendPlatformEvent(tx, { ...scope, eventType: 'payment.created', payment });
    return payment;
  });
}

/** POST /payments/{id}/status: a status the platform reached, allowed only along the one state machine (409 else). */
export async function changePlatformPaymentStatus(
  db: Db,
  scope: PlatformScope,
  id: string,
  change: PaymentStatusChangeBody,
): Promise<PlatformPayment> {
  refuseFailureMismatch(change.status, change.failure_reason);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, id),
          eq(payments.organizationId, scope.organizationId),
          eq(payments.mode, scope.mode),
        ),
      )
      .for('update');
    if (!before) throw notFound('No such payment.');
    if (!canChangePaymentStatus(before.status, change.status)) {
      throw new Problem(409, `The payment is ${before.status}: it cannot become ${change.status}.`, [
        {
          ...problemItem(409, 'status_change_not_allowed', 'Conflict', `current status ${before.status}`),
          meta: { current_status: before.status },
        },
      ]);
    }
    const at = change.at ? new Date(change.at).toISOString() : new Date().toISOString();
    const step: PaymentStatusStep = {
      status: change.status,
      at,
      ...(change.failure_message ? { reason: change.failure_message } : {}),
    };
    const [after] = await tx
      .update(payments)
      .set({
        status: change.status,
        failureReason: change.failure_reason ?? null,
        failureMessage: change.failure_message ?? null,
        statusHistory: [...before.statusHistory, step],
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, id))
      .returning();
    if (!after) throw notFound('No such payment.');
    await recordPaymentWrite(tx, before, after);
    const payment = platformPaymentOf(after);
    await appendPlatformEvent(tx, { ...scope, eventType: 'payment.status_changed', payment });
    return payment;
  });
}

/** GET /payments/{id} on the platform API: the key's organisation and mode only (404 else). */
export async function platformPayment(db: Db, scope: PlatformScope, id: string): Promise<PlatformPayment> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, id),
        eq(payments.organizationId, scope.organizationId),
        eq(payments.mode, scope.mode),
      ),
    );
  if (!row) throw notFound('No such payment.');
  return platformPaymentOf(row);
}
