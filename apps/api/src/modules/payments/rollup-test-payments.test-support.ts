import type { FailureReason, PaymentMethod, PaymentMode, PaymentStatus, PaymentType } from '@paygrid/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordPaymentWrite } from './rollup-writes';
import { type PaymentStatusStep, payments } from './tables';

/** A payment as tests and the bench describe it: the rest of the row is filled in. */
export type TestPayment = {
  id: string;
  organizationId: string;
  mode: PaymentMode;
  type: PaymentType;
  status: PaymentStatus;
  method: PaymentMethod;
  currency: string;
  amountMinor: bigint;
  createdAt: Date;
  failureReason?: FailureReason;
  /** The platform's words for the failure; the status step carries them too. */
  failureMessage?: string;
};

const history = (payment: TestPayment): PaymentStatusStep[] => [
  { status: 'created', at: payment.createdAt.toISOString() },
  {
    status: payment.status,
    at: payment.createdAt.toISOString(),
    ...(payment.failureMessage ? { reason: payment.failureMessage } : {}),
  },
];

/** Inserts a payment and counts it in the rollups in one transaction, as the payments writer must. */
export async function insertTestPayment(db: Db, payment: TestPayment): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        ...payment,
        customerEmail: `${payment.id.toLowerCase()}@example.com`,
        customerCountry: 'UA',
        reference: `ref-${payment.id}`,
        statusHistory: history(payment),
        search: `${payment.id} ref-${payment.id}`.toLowerCase(),
      })
      .returning();
    await recordPaymentWrite(tx, undefined, row);
  });
}

/** Changes a payment's status and amount (and when it was created, to move it), keeping the rollups equal to the rows. */
export async function updateTestPayment(
  db: Db,
  id: string,
  change: { status: PaymentStatus; amountMinor: bigint; createdAt?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!before) return;
    const [after] = await tx.update(payments).set(change).where(eq(payments.id, id)).returning();
    await recordPaymentWrite(tx, before, after);
  });
}

export async function deleteTestPayment(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(payments).where(eq(payments.id, id)).returning();
    await recordPaymentWrite(tx, before, undefined);
  });
}
