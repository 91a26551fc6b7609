import { z } from 'zod';
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
      two_factor_enabled: z.boolean(),
      settings: z.object({ preferences: preferencesSchema }),
    }),
  }),
});
export type UserResource = z.infer<typeof userResourceSchema>;

/** PATCH /user with body data{type: user, attributes{settings{preferences{...}}}} (SPEC §7). */
export const updateUserBodySchema = z.object({
  data: z.object({
    type: z.literal('user'),
    attributes: z.object({
      settings: z.object({ preferences: preferencesSchema.partial().strict() }).strict(),
    }),
  }),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;
