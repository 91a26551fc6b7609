import { allOf, email, INVITABLE_ROLES, required, SHOWN_INVITATION_STATES, string } from '@paygrid/domain';
import { z } from 'zod';
import { fieldFrom } from '../validation';
import { memberRoleSchema } from './organization';

export const memberSchema = z.object({
  type: z.literal('member'),
  id: z.string(),
  attributes: z.object({
    user_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: memberRoleSchema,
    joined_at: z.string(),
    you: z.boolean(),
  }),
});
export const memberListSchema = z.object({ data: z.array(memberSchema) });
export type Member = z.infer<typeof memberSchema>;

export const changeMemberRoleBodySchema = z.object({ role: memberRoleSchema });
/** PATCH /organization/members/{id} */
export const changeMemberRoleAnswerSchema = z.object({ data: memberSchema });
export const transferOwnershipBodySchema = z.object({ member_id: z.uuid() });

const invitableRole = z.enum(INVITABLE_ROLES as unknown as ['admin', 'member', 'viewer']);

/** POST /organization/invites */
export const inviteMemberBodySchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    fieldFrom(
      allOf(required(), string({ maxLength: 254, noSpaces: true }), email()),
      z.string().transform((value) => value.toLowerCase()),
    ),
  ),
  role: invitableRole,
  locale: z.enum(['en', 'uk']).optional(),
  /** An open invitation to the address is replaced (its link stops working); without it, 409 invitation_pending. */
  replace: z.boolean().optional(),
});
export type InviteMemberBody = z.input<typeof inviteMemberBodySchema>;

export const organizationInvitationSchema = z.object({
  type: z.literal('member-invite'),
  id: z.string(),
  attributes: z.object({
    email: z.string(),
    role: memberRoleSchema,
    state: z.enum(SHOWN_INVITATION_STATES),
    inviter_name: z.string(),
    created_at: z.string(),
    expires_at: z.string(),
  }),
});
export const organizationInvitationListSchema = z.object({ data: z.array(organizationInvitationSchema) });
/** POST /organization/invites and POST /organization/invites/{id}/resend */
export const organizationInvitationAnswerSchema = z.object({ data: organizationInvitationSchema });
export type OrganizationInvitation = z.infer<typeof organizationInvitationSchema>;

/** GET /member-invites/token/{token}: what a visitor of /join/{token} may see. */
export const invitationByTokenSchema = z.object({
  data: z.object({
    type: z.literal('member-invite'),
    id: z.string(),
    attributes: z.object({
      email: z.string(),
      role: memberRoleSchema,
      state: z.enum(SHOWN_INVITATION_STATES),
      organization_name: z.string(),
      inviter_name: z.string(),
      expires_at: z.string(),
      account_exists: z.boolean(),
    }),
  }),
});
export type InvitationByToken = z.infer<typeof invitationByTokenSchema>;
