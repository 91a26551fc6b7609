import {
  allOf,
  isBaseCurrencyCode,
  isCountryCode,
  issue,
  required,
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
