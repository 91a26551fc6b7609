import {
  PAYMENT_OPERATION_KINDS,
  PAYMENT_STATUSES,
  PLATFORM_EVENT_TYPES,
  WEBHOOK_DELIVERY_STATUSES,
} from '@paygrid/domain';
import { z } from 'zod';

/** A webhook delivery that carried one of the payment's events, as far as its reader may see it. */
const storyDelivery = z.object({
  id: z.string(),
  endpoint_url: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_response_status: z.number().int().nullable(),
});

/** What happened to an operation, step by step (decision 0106 for the approvals). */
export const STORY_OPERATION_STEPS = [
  'requested',
  'approved',
  'rejected',
  'expired',
  'withdrawn',
  'succeeded',
  'failed',
] as const;

const operationStep = z.object({
  kind: z.literal('operation'),
  at: z.string(),
  step: z.enum(STORY_OPERATION_STEPS),
  operation_id: z.string(),
  operation_kind: z.enum(PAYMENT_OPERATION_KINDS),
  amount_minor: z.string(),
  currency: z.string(),
  exponent: z.number().int(),
  /** Who took the step: a person's name, an API key's name, or null (Paygrid itself, or a name since deleted). */
  by: z.string().nullable(),
  /** A request that waited for approval. */
  awaiting_approval: z.boolean(),
  failure_message: z.string().nullable(),
});

/**
 * One line of a payment's story (issue 38), newest first in the answer: a status it reached, a step of one of its
 * operations, a message the platform was sent or made (with the webhook deliveries that carried it, and the API
 * call with its Idempotency-Key), or an operator's note.
 */
export const paymentStoryEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status'), at: z.string(), status: z.enum(PAYMENT_STATUSES) }),
  operationStep,
  z.object({
    kind: z.literal('event'),
    at: z.string(),
    event_id: z.string(),
    event_type: z.enum(PLATFORM_EVENT_TYPES),
    operation_id: z.string().nullable(),
    /** The platform API call that made it: its key's name (null once deleted) and its Idempotency-Key. */
    api_call: z
      .object({ key_name: z.string().nullable(), idempotency_key: z.string().nullable() })
      .nullable(),
    /** The deliveries to the organisation's endpoints; null when the reader may not read the delivery log. */
    deliveries: z.array(storyDelivery).nullable(),
  }),
  z.object({
    kind: z.literal('note'),
    at: z.string(),
    note_id: z.string(),
    by: z.string().nullable(),
    text: z.string(),
  }),
]);
export type PaymentStoryEntry = z.infer<typeof paymentStoryEntrySchema>;

/** GET /payments/{id}/story */
export const paymentStorySchema = z.object({ data: z.array(paymentStoryEntrySchema) });
export type PaymentStory = z.infer<typeof paymentStorySchema>;
