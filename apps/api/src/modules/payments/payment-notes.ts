import type { CreatePaymentNoteBody, PaymentNote } from '@paygrid/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../../db/client';
import { isoInstant } from '../../db/instant-text';
import { notFound } from '../../http/problem';
import type { AuditTrail } from '../audit/record';
import { users } from '../users/tables';
import { paymentsOf } from './payment-grid';
import type { PaymentScope } from './payment-money';
import { paymentNotes, payments } from './tables';

async function paymentNamed(db: Db, scope: PaymentScope, paymentId: string) {
  const [found] = await db
    .select({ id: payments.id, reference: payments.reference })
    .from(payments)
    .where(and(eq(payments.id, paymentId), paymentsOf(scope)));
  if (!found) throw notFound('No such payment.');
  return found;
}

/** Notes newest first, each with its author's name (or e-mail), or null once the person was deleted. */
async function notesWhere(db: Db, where: SQL | undefined): Promise<PaymentNote[]> {
  const rows = await db
    .select({
      note: paymentNotes,
      person: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      email: users.email,
    })
    .from(paymentNotes)
    .leftJoin(users, eq(users.id, paymentNotes.authorUserId))
    .where(where)
    .orderBy(desc(paymentNotes.createdAt), desc(paymentNotes.id));
  return rows.map(({ note, person, email }) => ({
    type: 'payment_note',
    id: note.id,
    attributes: {
      text: note.text,
      author_name: person ?? email ?? null,
      created_at: isoInstant(note.createdAt),
    },
  }));
}

/** GET /payments/{id}/notes: another organisation's or mode's payment answers 404. */
export async function notesOfPayment(db: Db, scope: PaymentScope, paymentId: string): Promise<PaymentNote[]> {
  await paymentNamed(db, scope, paymentId);
  return notesWhere(
    db,
    and(
      eq(paymentNotes.paymentId, paymentId),
      eq(paymentNotes.organizationId, scope.organizationId),
      eq(paymentNotes.mode, scope.mode),
    ),
  );
}

/** POST /payments/{id}/notes: the note and its audit entry (which names the note, not its words) together. */
export async function addPaymentNote(
  db: Db,
  scope: PaymentScope,
  paymentId: string,
  body: CreatePaymentNoteBody,
  author: { userId: string; trail: AuditTrail },
): Promise<PaymentNote> {
  const payment = await paymentNamed(db, scope, paymentId);
  const now = new Date();
  const id = ulid(now.getTime());
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.insert(paymentNotes).values({
      id,
      organizationId: scope.organizationId,
      mode: scope.mode,
      paymentId: payment.id,
      authorUserId: author.userId,
      text: body.text.trim(),
      createdAt: now,
      updatedAt: now,
    });
    await author.trail.record(tx, {
      organizationId: scope.organizationId,
      action: 'payment.note_added',
      resource: { id: payment.id, name: payment.reference },
      details: { note_id: id, mode: scope.mode },
    });
  });
  const [note] = await notesWhere(db, eq(paymentNotes.id, id));
  if (!note) throw new Error('The note was not written');
  return note;
}
