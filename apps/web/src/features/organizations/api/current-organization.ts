import type { currentOrganizationSchema } from '@paygrid/contracts/organizations/organization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { organizationKeys } from './organization-keys';

export type CurrentOrganization = ReturnType<typeof currentOrganizationSchema.parse>;

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const currentOrganizationAnswer = lazyAnswer(
  () => import('@paygrid/contracts/organizations/organization'),
  'currentOrganizationSchema',
);

/**
 * GET /organization: on an organisation's sub-domain the one the host names (404 for a non-member), on the
 * entrance host the session's current one. `meta.mode` says whether the console shows test or live data.
 */
export const currentOrganizationQuery = queryOptions({
  queryKey: organizationKeys.current(),
  queryFn: (): Promise<CurrentOrganization> => api.get('/organization', currentOrganizationAnswer),
});

export const useCurrentOrganization = () => useQuery(currentOrganizationQuery);
