import { PAYMENT_NOTE_MAX_LENGTH } from '@paygrid/domain';
import { z } from 'zod';

/** POST /payments/{id}/notes: what the operator writes. */
export const createPaymentNoteBodySchema = z
  .object({ text: z.string().trim().min(1).max(PAYMENT_NOTE_MAX_LENGTH) })
  .strict();
export type CreatePaymentNoteBody = z.input<typeof createPaymentNoteBodySchema>;

/** A note on a payment: its words, who wrote it (by name; null once the person is gone) and when. */
const paymentNoteSchema = z.object({
  type: z.literal('payment_note'),
  id: z.string(),
  attributes: z.object({ text: z.string(), author_name: z.string().nullable(), created_at: z.string() }),
});
export type PaymentNote = z.infer<typeof paymentNoteSchema>;
export const paymentNoteAnswerSchema = z.object({ data: paymentNoteSchema });
export const paymentNoteListSchema = z.object({ data: z.array(paymentNoteSchema) });
