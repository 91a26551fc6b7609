import { z } from 'zod';
import { memberRoleSchema } from './organization';

/** A pending invitation addressed to the signed-in user. */
export const invitationSchema = z.object({
  type: z.literal('member-invite'),
  id: z.string(),
  attributes: z.object({
    email: z.string(),
    role: memberRoleSchema,
    organization_name: z.string(),
    organization_alias: z.string(),
    inviter_name: z.string(),
    expires_at: z.string(),
  }),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /user/organizations/invites */
export const invitationListSchema = z.object({ data: z.array(invitationSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;
