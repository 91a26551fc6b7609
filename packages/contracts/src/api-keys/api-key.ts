import { API_KEY_LIMITS, API_KEY_PERMISSIONS, PAYMENT_MODES } from '@paygrid/domain';
import { z } from 'zod';
import { twoFactorProofBodySchema } from '../user/two-factor';

/** An address range of a key's allow-list: one IPv4 or IPv6 CIDR; a bare address is one host. */
const cidrField = z
  .string()
  .trim()
  .max(50)
  .transform((value) => (value.includes('/') ? value : `${value}/${value.includes(':') ? 128 : 32}`))
  .pipe(z.union([z.cidrv4(), z.cidrv6()]));

const keyFields = {
  name: z.string().trim().min(1).max(API_KEY_LIMITS.nameMaxLength),
  permissions: z
    .array(z.enum(API_KEY_PERMISSIONS))
    .min(1)
    .max(API_KEY_PERMISSIONS.length)
    .refine((list) => new Set(list).size === list.length, 'Each permission once'),
  /** Empty: any address may use the key. */
  allowed_cidrs: z.array(cidrField).max(API_KEY_LIMITS.allowedCidrsMax),
  /** An instant after which the key stops working; null: it never expires. */
  expires_at: z.iso.datetime({ offset: true }).nullable(),
};

/** One API key as the Developers page shows it: never its secret, only the prefix that tells keys apart. */
export const apiKeySchema = z.object({
  type: z.literal('api-key'),
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    mode: z.enum(PAYMENT_MODES),
    prefix: z.string(),
    permissions: z.array(z.enum(API_KEY_PERMISSIONS)),
    allowed_cidrs: z.array(z.string()),
    expires_at: z.string().nullable(),
    created_at: z.string(),
    created_by_name: z.string().nullable(),
    last_used_at: z.string().nullable(),
    last_used_ip: z.string().nullable(),
    revoked_at: z.string().nullable(),
    /** After a roll: until when the previous secret still works (null: it does not). */
    previous_secret_expires_at: z.string().nullable(),
  }),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /organization/api-keys: the organisation's keys, newest first, revoked ones included. */
export const apiKeyListSchema = z.object({ data: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** GET, PATCH and revoke answer the key. */
export const apiKeyAnswerSchema = z.object({ data: apiKeySchema });
export type ApiKeyAnswer = z.infer<typeof apiKeyAnswerSchema>;

/** Create and roll answer the key and, this once, its whole secret. */
export const apiKeyWithSecretSchema = z.object({
  data: apiKeySchema,
  meta: z.object({ secret: z.string() }),
});
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecretSchema>;

/** POST /organization/api-keys: the person proves it is them (the password, a code where 2FA is on). */
export const createApiKeyBodySchema = twoFactorProofBodySchema.extend({
  ...keyFields,
  mode: z.enum(PAYMENT_MODES),
  allowed_cidrs: keyFields.allowed_cidrs.default([]),
  expires_at: keyFields.expires_at.default(null),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

/** PATCH /organization/api-keys/{id}: what changes; the proof too, for what a key may do is security. */
export const updateApiKeyBodySchema = twoFactorProofBodySchema.extend({
  name: keyFields.name.optional(),
  permissions: keyFields.permissions.optional(),
  allowed_cidrs: keyFields.allowed_cidrs.optional(),
  expires_at: keyFields.expires_at.optional(),
});
export type UpdateApiKeyBody = z.input<typeof updateApiKeyBodySchema>;

/** POST /organization/api-keys/{id}/roll: a new secret; the old one works for `grace_hours` more (0: not at all). */
export const rollApiKeyBodySchema = twoFactorProofBodySchema.extend({
  grace_hours: z.number().int().min(0).max(API_KEY_LIMITS.rollGraceHoursMax),
});
export type RollApiKeyBody = z.input<typeof rollApiKeyBodySchema>;

/** POST /organization/api-keys/{id}/revoke */
export const revokeApiKeyBodySchema = twoFactorProofBodySchema;
export type RevokeApiKeyBody = z.input<typeof revokeApiKeyBodySchema>;
