import {
  aliasIssue,
  allOf,
  displayName,
  issue,
  isValidTimeZone,
  required,
  string,
  validationMessageKeys,
} from '@paygrid/domain';
import { z } from 'zod';
import { fieldFrom } from '../validation';
import { organizationSchema } from './organization';

export const organizationNameField = fieldFrom(
  allOf(required(), string({ minLength: 2, maxLength: 100 }), displayName()),
  z.string().trim(),
);
export const organizationAliasField = fieldFrom(
  allOf(required(), (value) => aliasIssue(value)),
  z.string(),
);
export const organizationTimeZoneField = fieldFrom(
  allOf(required(), (value) =>
    typeof value === 'string' && isValidTimeZone(value) ? undefined : issue(validationMessageKeys.invalid),
  ),
  z.string(),
);

export const createOrganizationAnswerSchema = z.object({ data: organizationSchema });

/** POST /organization/validate with query params: the form's live checks of name and alias. */
export const validateOrganizationQuerySchema = z.object({
  name: z.string().optional(),
  alias: z.string().optional(),
});
export const validateOrganizationAnswerSchema = z.object({
  valid: z.boolean(),
  errors: z.array(z.object({ field: z.enum(['name', 'alias']), code: z.string() })),
});
export type ValidateOrganizationAnswer = z.infer<typeof validateOrganizationAnswerSchema>;

/** POST /user/organizations/{id}/switch with body data{type, id} (SPEC §7). */
export const switchOrganizationBodySchema = z.object({
  data: z.object({ type: z.literal('organization'), id: z.uuid() }),
});
export const switchOrganizationAnswerSchema = z.object({
  data: z.object({
    type: z.literal('organization-switch'),
    attributes: z.object({ dashboard_url: z.string() }),
  }),
});
