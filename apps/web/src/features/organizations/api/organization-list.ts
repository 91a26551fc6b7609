import type { OrganizationList } from '@paygrid/contracts/organizations/organization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { listOrEmpty } from './list-or-empty';
import { organizationKeys } from './organization-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const organizationListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/organizations/organization'),
  'organizationListSchema',
);

/** GET /user/organizations: every organisation the person belongs to, with their role in it. */
export const organizationListQuery = queryOptions({
  queryKey: organizationKeys.list(),
  queryFn: (): Promise<OrganizationList> =>
    listOrEmpty(() => api.get('/user/organizations', organizationListAnswer)),
});

export const useOrganizationList = () => useQuery(organizationListQuery);
