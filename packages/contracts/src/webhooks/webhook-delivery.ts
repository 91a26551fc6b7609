import {
  WEBHOOK_ATTEMPT_ERRORS,
  WEBHOOK_DELIVERY_EVENT_TYPES,
  WEBHOOK_DELIVERY_STATUSES,
} from '@paygrid/domain';
import { z } from 'zod';
import { gridListSchema } from '../common/grid';

/** What the delivery log grid shows of a delivery, and its detail repeats. */
const deliveryFields = z.object({
  created_at: z.string(),
  event_type: z.enum(WEBHOOK_DELIVERY_EVENT_TYPES),
  endpoint_id: z.string(),
  endpoint_url: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** Attempts made so far, by the schedule and by hand. */
  attempts: z.number().int(),
  /** The HTTP status of the last answer; null before any, or when the last attempt got none (timeout, refusal). */
  last_response_status: z.number().int().nullable(),
  last_attempt_at: z.string().nullable(),
  /** When the next attempt is due; null unless the delivery is pending. */
  next_attempt_at: z.string().nullable(),
});

/** A delivery as the log's grid shows one; `columns` may leave attributes out. */
export const webhookDeliveryRowSchema = z.object({
  type: z.literal('webhook-delivery'),
  id: z.string(),
  attributes: deliveryFields.partial(),
});
export type WebhookDeliveryRow = z.infer<typeof webhookDeliveryRowSchema>;

/** GET /webhook-deliveries */
export const webhookDeliveryListSchema = gridListSchema(webhookDeliveryRowSchema);

/** One attempt to deliver: what was sent when, and what came back (its first KiB). */
export const webhookAttemptSchema = z.object({
  attempted_at: z.string(),
  /** Made by a person's resend rather than the schedule. */
  manual: z.boolean(),
  url: z.string(),
  /** The headers sent: `webhook-id`, `webhook-timestamp`, `webhook-signature`, `content-type`, `user-agent`. */
  request_headers: z.record(z.string(), z.string()),
  duration_ms: z.number().int(),
  response_status: z.number().int().nullable(),
  response_excerpt: z.string().nullable(),
  /** What went wrong, in English (the endpoint's status, a refused address, a timeout, a connection error); null on a 2xx. */
  error: z.string().nullable(),
  /** The same as a code the console words in the reader's language; null on a 2xx. */
  error_code: z.enum(WEBHOOK_ATTEMPT_ERRORS).nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** GET /webhook-deliveries/{id}: the delivery, the message it carries and its attempts, latest first. */
export const webhookDeliveryAnswerSchema = z.object({
  data: z.object({
    type: z.literal('webhook-delivery'),
    id: z.string(),
    attributes: deliveryFields.extend({
      /** The message's `webhook-id`: the same on every attempt, so a receiver can drop a repeat. */
      message_id: z.string(),
      /** The request body exactly as sent (JSON: type, timestamp, data). */
      payload: z.string(),
      attempt_list: z.array(webhookAttemptSchema),
    }),
  }),
});
export type WebhookDeliveryAnswer = z.infer<typeof webhookDeliveryAnswerSchema>;

/** Resend and "Send test event" answer the delivery as the grid shows it. */
export const webhookDeliveryRowAnswerSchema = z.object({ data: webhookDeliveryRowSchema });
export type WebhookDeliveryRowAnswer = z.infer<typeof webhookDeliveryRowAnswerSchema>;
