import { MEMBER_ROLES, TWO_FACTOR_POLICIES } from '@paygrid/domain';
import { z } from 'zod';

export const memberRoleSchema = z.enum(MEMBER_ROLES);

/** One organisation as its member sees it. */
export const organizationSchema = z.object({
  type: z.literal('organization'),
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    alias: z.string(),
    country: z.string(),
    base_currency: z.string(),
    time_zone: z.string(),
    role: memberRoleSchema,
    /** Who must have two-factor sign-in here (issue 18). */
    two_factor_policy: z.enum(TWO_FACTOR_POLICIES),
    /** Its logo's own URL, changing with the logo; null when it has none (initials show). */
    logo_url: z.string().nullable(),
    /** When it was archived: then it is listed to its owner only, to be restored. */
    archived_at: z.string().nullable(),
    /** `{protocol}//{alias}.{APP_HOST}/` (SPEC §2). */
    dashboard_url: z.string(),
    /** The organisation this session last switched to. */
    current: z.boolean(),
    created_at: z.string(),
  }),
});
export type Organization = z.infer<typeof organizationSchema>;

/** GET /user/organizations */
export const organizationListSchema = z.object({ data: z.array(organizationSchema) });
export type OrganizationList = z.infer<typeof organizationListSchema>;

/** GET /organization: the current one, and which data the console shows: live, or test (the testMode cookie). */
export const currentOrganizationSchema = z.object({
  data: organizationSchema,
  meta: z.object({ mode: z.enum(['live', 'test']) }),
});
