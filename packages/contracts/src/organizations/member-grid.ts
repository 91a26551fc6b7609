import { z } from 'zod';
import { gridListSchema } from '../common/grid';
import { memberRoleSchema } from './organization';

/** A member as the members grid shows one; `columns` may leave attributes out. */
export const memberGridRowSchema = z.object({
  type: z.literal('member'),
  id: z.string(),
  attributes: z
    .object({
      user_id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      /** The avatar's own URL (as GET /user gives it), null when the member has none: initials then. */
      avatar_url: z.string().nullable(),
      email: z.string(),
      role: memberRoleSchema,
      /** Has two-factor authentication on. */
      two_factor: z.boolean(),
      joined_at: z.string(),
    })
    .partial(),
});
export type MemberGridRow = z.infer<typeof memberGridRowSchema>;

/** GET /organization/members/grid */
export const memberGridListSchema = gridListSchema(memberGridRowSchema);
