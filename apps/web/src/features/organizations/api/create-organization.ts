import type { CreateOrganizationBody } from '@paygrid/contracts/organizations/create-organization-body';
import type { Organization } from '@paygrid/contracts/organizations/organization';
import { useMutation } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import type { MutationConfig } from '~/shared/query/mutation-config';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const createOrganizationAnswer = lazyAnswer(
  () => import('@paygrid/contracts/organizations/create-organization'),
  'createOrganizationAnswerSchema',
);

/** POST /organization: created with the caller as owner and made the session's current organisation. */
export async function createOrganization(body: CreateOrganizationBody): Promise<Organization> {
  return (await api.post('/organization', createOrganizationAnswer, { body })).data;
}

// Nothing cached is invalidated: the page leaves for the new organisation's sub-domain with a full load.
export const useCreateOrganization = (config: MutationConfig<typeof createOrganization> = {}) =>
  useMutation({ ...config, mutationFn: createOrganization });
