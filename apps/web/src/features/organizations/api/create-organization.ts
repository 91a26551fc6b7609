import { createOrganizationAnswerSchema } from '@paygrid/contracts/organizations/create-organization';
import type { CreateOrganizationBody } from '@paygrid/contracts/organizations/create-organization-body';
import type { Organization } from '@paygrid/contracts/organizations/organization';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/shared/http';
import type { MutationConfig } from '~/shared/query/mutation-config';

/** POST /organization: created with the caller as owner and made the session's current organisation. */
export async function createOrganization(body: CreateOrganizationBody): Promise<Organization> {
  return (await api.post('/organization', createOrganizationAnswerSchema, { body })).data;
}

// Nothing cached is invalidated: the page leaves for the new organisation's sub-domain with a full load.
export const useCreateOrganization = (config: MutationConfig<typeof createOrganization> = {}) =>
  useMutation({ ...config, mutationFn: createOrganization });
