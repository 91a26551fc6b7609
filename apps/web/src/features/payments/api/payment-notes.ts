import type { CreatePaymentNoteBody } from '@paygrid/contracts/payments/payment-note';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { paymentKeys } from './payment-keys';
import { paymentStoryKey } from './payment-story';

// The contracts' schemas, imported with the first call: zod stays out of the first load (decision 0023).
const noteListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/payments/payment-note'),
  'paymentNoteListSchema',
);
const noteAnswer = lazyAnswer(
  () => import('@paygrid/contracts/payments/payment-note'),
  'paymentNoteAnswerSchema',
);

// Under the payments' key, so whatever reads every payment again (the test-mode switch) reads the notes too.
const paymentNotesKey = (id: string) => [...paymentKeys.all, 'notes', id] as const;

const notesPath = (id: string) => `/payments/${encodeURIComponent(id)}/notes`;

/** GET /payments/{id}/notes: the operators' notes on a payment, newest first. */
export const paymentNotesQuery = (id: string) =>
  queryOptions({
    queryKey: paymentNotesKey(id),
    queryFn: () => api.get(notesPath(id), noteListAnswer),
  });

/** POST /payments/{id}/notes: a note added as written; the list is read again, so it shows in the server's order. */
export function useAddPaymentNote(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePaymentNoteBody) => api.post(notesPath(paymentId), noteAnswer, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentNotesKey(paymentId) }),
        queryClient.invalidateQueries({ queryKey: paymentStoryKey(paymentId) }),
      ]),
  });
}
