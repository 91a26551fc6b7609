import { PAYMENT_MODES, PLATFORM_EVENT_TYPES, PLATFORM_EVENTS_PAGE_MAX } from '@paygrid/domain';
import { z } from 'zod';
import { platformOperationSchema } from '../payments/payment-operation';
import { platformPaymentSchema } from './platform-payment';

/** One thing that happened, in the order it happened within the organisation and mode (`sequence`). */
const platformEventSchema = z.object({
  type: z.literal('event'),
  id: z.string(),
  attributes: z.object({
    event_type: z.enum(PLATFORM_EVENT_TYPES),
    mode: z.enum(PAYMENT_MODES),
    sequence: z.number().int(),
    created_at: z.string(),
    /** The payment as it was right after the event. */
    payment: platformPaymentSchema,
    /** The operation the event is about (`refund.*`), as it was right after the event; null for `payment.*`. */
    operation: platformOperationSchema.nullable(),
  }),
});
export type PlatformEvent = z.infer<typeof platformEventSchema>;

/** GET /events: oldest first after the cursor; `links.next` reads on from the last one (always, so a poller waits there). */
export const platformEventQuerySchema = z
  .object({
    after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
    limit: z.coerce.number().int().min(1).max(PLATFORM_EVENTS_PAGE_MAX).default(PLATFORM_EVENTS_PAGE_MAX),
  })
  .strict();
export type PlatformEventQuery = z.output<typeof platformEventQuerySchema>;

export const platformEventListSchema = z.object({
  data: z.array(platformEventSchema),
  links: z.object({ next: z.string() }),
  meta: z.object({ has_more: z.boolean() }),
});
export type PlatformEventList = z.infer<typeof platformEventListSchema>;
