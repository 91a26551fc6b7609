import { createOrganizationAnswerSchema } from '@paygrid/contracts/organizations/create-organization';
import type { CreateOrganizationBody } from '@paygrid/contracts/organizations/create-organization-body';
import type { Organization } from '@paygrid/contracts/organizations/organization';
import { api } from '~/shared/http';

/** POST /organization: created with the caller as owner and made the session's current organisation. */
export async function createOrganization(body: CreateOrganizationBody): Promise<Organization> {
  return (await api.post('/organization', createOrganizationAnswerSchema, { body })).data;
}
