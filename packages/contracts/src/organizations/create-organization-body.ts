import {
  allOf,
  isBaseCurrencyCode,
  isCountryCode,
  issue,
  required,
  TWO_FACTOR_POLICIES,
  validationMessageKeys,
} from '@paygrid/domain';
import { z } from 'zod';
import { fieldFrom } from '../validation';
import {
  organizationAliasField,
  organizationNameField,
  organizationTimeZoneField,
} from './create-organization';

// Apart from the answers in create-organization.ts: these checks carry the catalogues, which the browser's first
// load must not (issue 13); the browser takes the body's type only and offers catalogue values from enumerations.
const countryField = fieldFrom(
  allOf(required(), (value) => (isCountryCode(value) ? undefined : issue(validationMessageKeys.invalid))),
  z.string(),
);
const currencyField = fieldFrom(
  allOf(required(), (value) =>
    isBaseCurrencyCode(value) ? undefined : issue(validationMessageKeys.invalid),
  ),
  z.string(),
);

/** POST /organization with body data (SPEC §7). */
export const createOrganizationBodySchema = z.object({
  data: z.object({
    type: z.literal('organization'),
    attributes: z.object({
      name: organizationNameField,
      alias: organizationAliasField,
      country: countryField,
      base_currency: currencyField,
      time_zone: organizationTimeZoneField,
    }),
  }),
});
export type CreateOrganizationBody = z.input<typeof createOrganizationBodySchema>;

/** PATCH /organization (owner and admin): whichever of name, country, base currency and time zone change. */
export const updateOrganizationBodySchema = z.object({
  data: z.object({
    type: z.literal('organization'),
    attributes: z
      .object({
        name: organizationNameField.optional(),
        country: countryField.optional(),
        base_currency: currencyField.optional(),
        time_zone: organizationTimeZoneField.optional(),
      })
      .strict(),
  }),
});
export type UpdateOrganizationBody = z.input<typeof updateOrganizationBodySchema>;

/** PUT /organization/two-factor-policy (owner): who must have two-factor sign-in to see the organisation. */
export const twoFactorPolicyBodySchema = z.object({
  data: z.object({
    type: z.literal('organization'),
    attributes: z.object({ two_factor_policy: z.enum(TWO_FACTOR_POLICIES) }).strict(),
  }),
});
export type TwoFactorPolicyBody = z.input<typeof twoFactorPolicyBodySchema>;

/** POST /organization/archive (owner): the alias typed again, so nobody archives by a slip. */
export const archiveOrganizationBodySchema = z.object({
  data: z.object({
    type: z.literal('organization'),
    attributes: z.object({ alias: z.string().max(100) }).strict(),
  }),
});
export type ArchiveOrganizationBody = z.input<typeof archiveOrganizationBodySchema>;
