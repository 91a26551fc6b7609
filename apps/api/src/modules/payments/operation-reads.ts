import type { PaymentOperation, PlatformOperation } from '@paygrid/contracts';
import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { personName } from '../../db/person-name';
import { notFound } from '../../http/problem';
import { apiKeys } from '../api-keys/tables';
import { users } from '../users/tables';
import { paymentOperationOf, platformOperationOf } from './operation-resource';
import { paymentsOf } from './payment-grid';
import type { PaymentScope } from './payment-money';
import { paymentOperations, payments } from './tables';

const inScope = (scope: PaymentScope) =>
  and(eq(paymentOperations.organizationId, scope.organizationId), eq(paymentOperations.mode, scope.mode));

async function refuseUnknownPayment(db: Db, scope: PaymentScope, paymentId: string): Promise<void> {
  const [found] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), paymentsOf(scope)));
  if (!found) throw notFound('No such payment.');
}

const deciders = alias(users, 'deciders');

/** Operations as the console shows them, newest first, with who asked (or the API key's name) and who decided. */
async function consoleOperations(db: Db, where: SQL | undefined): Promise<PaymentOperation[]> {
  const rows = await db
    .select({
      operation: paymentOperations,
      person: personName(users),
      key: apiKeys.name,
      decider: personName(deciders),
    })
    .from(paymentOperations)
    .leftJoin(users, eq(users.id, paymentOperations.requestedByUserId))
    .leftJoin(apiKeys, eq(apiKeys.id, paymentOperations.requestedByApiKeyId))
    .leftJoin(deciders, eq(deciders.id, paymentOperations.decidedByUserId))
    .where(where)
    .orderBy(desc(paymentOperations.createdAt), desc(paymentOperations.id));
  return rows.map((row) =>
    paymentOperationOf(row.operation, { requestedBy: row.person ?? row.key ?? null, decidedBy: row.decider }),
  );
}

/** The platform hears of an operation only once it is sent (at once, or on approval): the others are not its. */
const sentToPlatform = isNotNull(paymentOperations.sentAt);

/** The platform's writes on one operation: one it was never sent (it waits for approval, or ended so) is unknown. */
export const unknownUnlessSent = (operation: { sentAt: Date | null }): void => {
  if (operation.sentAt === null) throw notFound('No such operation.');
};

/** GET /payments/{id}/operations in the console. */
export async function operationsOfPayment(
  db: Db,
  scope: PaymentScope,
  paymentId: string,
): Promise<PaymentOperation[]> {
  await refuseUnknownPayment(db, scope, paymentId);
  return consoleOperations(db, and(eq(paymentOperations.paymentId, paymentId), inScope(scope)));
}

/** GET /payments/{id}/operations on the platform API. */
export async function platformOperationsOfPayment(
  db: Db,
  scope: PaymentScope,
  paymentId: string,
): Promise<PlatformOperation[]> {
  await refuseUnknownPayment(db, scope, paymentId);
  const rows = await db
    .select()
    .from(paymentOperations)
    .where(and(eq(paymentOperations.paymentId, paymentId), inScope(scope), sentToPlatform))
    .orderBy(desc(paymentOperations.createdAt), desc(paymentOperations.id));
  return rows.map(platformOperationOf);
}

/** GET /operations/{id} on the platform API: the key's organisation and mode only (404 else). */
export async function platformOperation(db: Db, scope: PaymentScope, id: string): Promise<PlatformOperation> {
  const [row] = await db
    .select()
    .from(paymentOperations)
    .where(and(eq(paymentOperations.id, id), inScope(scope), sentToPlatform));
  if (!row) throw notFound('No such operation.');
  return platformOperationOf(row);
}

/** One operation as the console shows it, after a write. */
export async function paymentOperation(db: Db, scope: PaymentScope, id: string): Promise<PaymentOperation> {
  const [found] = await consoleOperations(db, and(eq(paymentOperations.id, id), inScope(scope)));
  if (!found) throw notFound('No such operation.');
  return found;
}
