import { z } from 'zod';
import { nameField } from '../auth/account-fields';
import { preferencesSchema } from './preferences';

/** GET /user (SPEC §3: payload type "user"). */
export const userResourceSchema = z.object({
  data: z.object({
    type: z.literal('user'),
    id: z.string(),
    attributes: z.object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      /** Its own URL that changes with the avatar (never the image inline); null when there is none. */
      avatar_url: z.string().nullable(),
      two_factor_enabled: z.boolean(),
      /**
       * The person has a passkey (issue 39): without TOTP, a proof's second factor is a passkey (or a recovery
       * code).
       */
      has_passkeys: z.boolean(),
      settings: z.object({ preferences: preferencesSchema }),
    }),
  }),
});
export type UserResource = z.infer<typeof userResourceSchema>;

/**
 * PATCH /user with body data{type: user, attributes{settings{preferences{...}}}} (SPEC §7); the profile page sends
 * first_name and last_name the same way (the shared name rule).
 */
export const updateUserBodySchema = z.object({
  data: z.object({
    type: z.literal('user'),
    attributes: z
      .object({
        first_name: nameField.optional(),
        last_name: nameField.optional(),
        settings: z.object({ preferences: preferencesSchema.partial().strict() }).strict().optional(),
      })
      .strict(),
  }),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** PUT /user/avatar and PUT /organization/logo: a png or jpg of at most 1 MB (SPEC §5, §9), base64 or a data URL. */
export const imageUploadBodySchema = z.object({
  data: z.object({
    type: z.enum(['avatar', 'logo']),
    attributes: z.object({ image: z.string().min(1) }).strict(),
  }),
});
export type ImageUploadBody = z.input<typeof imageUploadBodySchema>;
