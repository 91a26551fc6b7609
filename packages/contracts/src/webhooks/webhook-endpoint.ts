import { PAYMENT_MODES, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '@paygrid/domain';
import { z } from 'zod';
import { boundedInstant } from '../common/bounded-instant';
import { twoFactorProofBodySchema } from '../user/two-factor';

const eventTypes = z.enum(WEBHOOK_EVENT_TYPES as [string, ...string[]]);

/**
 * Where the endpoint is: an absolute http(s) URL without a user or password in it. Whether http and private
 * addresses are allowed is the server's setting (WEBHOOKS_ALLOW_PRIVATE): it answers 422 `webhook_url_refused`.
 */
const urlField = z
  .string()
  .trim()
  .min(1)
  .max(WEBHOOK_LIMITS.urlMaxLength)
  .pipe(z.url({ protocol: /^https?$/, message: 'Enter an absolute http or https URL' }))
  .refine((value) => !/^[a-z]+:\/\/[^/?#]*@/i.test(value), 'A webhook URL carries no user name or password');

const endpointFields = {
  url: urlField,
  description: z.string().trim().max(WEBHOOK_LIMITS.descriptionMaxLength),
  event_types: z
    .array(eventTypes)
    .min(1)
    .max(WEBHOOK_EVENT_TYPES.length)
    .refine((list) => new Set(list).size === list.length, 'Each event type once'),
  enabled: z.boolean(),
};

/** One endpoint as the Developers page shows it; its secret only by its first characters. */
export const webhookEndpointSchema = z.object({
  type: z.literal('webhook-endpoint'),
  id: z.string(),
  attributes: z.object({
    url: z.string(),
    description: z.string(),
    mode: z.enum(PAYMENT_MODES),
    event_types: z.array(eventTypes),
    enabled: z.boolean(),
    /** Why it is off when Paygrid turned it off: `failing` after three days of failed attempts; else null. */
    disabled_reason: z.enum(['failing']).nullable(),
    /** Since when its attempts have failed without one succeeding; null while it answers. */
    failing_since: z.string().nullable(),
    secret_prefix: z.string(),
    /** After a rotation: until when the previous secret still signs beside the new one (null: it does not). */
    previous_secret_expires_at: z.string().nullable(),
    created_at: z.string(),
    created_by_name: z.string().nullable(),
  }),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** GET /organization/webhook-endpoints: the organisation's endpoints of both modes, newest first. */
export const webhookEndpointListSchema = z.object({ data: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** PATCH answers the endpoint. */
export const webhookEndpointAnswerSchema = z.object({ data: webhookEndpointSchema });
export type WebhookEndpointAnswer = z.infer<typeof webhookEndpointAnswerSchema>;

/** Create and rotate answer the endpoint and, this once, its whole signing secret (`whsec_…`). */
export const webhookEndpointWithSecretSchema = z.object({
  data: webhookEndpointSchema,
  meta: z.object({ secret: z.string() }),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

/** POST /organization/webhook-endpoints: where payment data will go, so the person proves it is them. */
export const createWebhookEndpointBodySchema = twoFactorProofBodySchema.extend({
  ...endpointFields,
  mode: z.enum(PAYMENT_MODES),
  description: endpointFields.description.default(''),
  enabled: endpointFields.enabled.default(true),
});
export type CreateWebhookEndpointBody = z.input<typeof createWebhookEndpointBodySchema>;

/** PATCH /organization/webhook-endpoints/{id}: what changes, with the proof. */
export const updateWebhookEndpointBodySchema = twoFactorProofBodySchema.extend({
  url: endpointFields.url.optional(),
  description: endpointFields.description.optional(),
  event_types: endpointFields.event_types.optional(),
  enabled: endpointFields.enabled.optional(),
});
export type UpdateWebhookEndpointBody = z.input<typeof updateWebhookEndpointBodySchema>;

/** POST /organization/webhook-endpoints/{id}/rotate-secret: the old secret signs beside the new for `overlap_hours`. */
export const rotateWebhookSecretBodySchema = twoFactorProofBodySchema.extend({
  overlap_hours: z.number().int().min(0).max(WEBHOOK_LIMITS.rotationOverlapHoursMax),
});
export type RotateWebhookSecretBody = z.input<typeof rotateWebhookSecretBodySchema>;

/** POST /organization/webhook-endpoints/{id}/resend-failed: every failed delivery created at or after `since`. */
export const resendFailedWebhooksBodySchema = z.object({ since: boundedInstant });
export type ResendFailedWebhooksBody = z.input<typeof resendFailedWebhooksBodySchema>;

export const resendFailedWebhooksAnswerSchema = z.object({ meta: z.object({ resent: z.number().int() }) });
export type ResendFailedWebhooksAnswer = z.infer<typeof resendFailedWebhooksAnswerSchema>;
