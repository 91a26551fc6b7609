import { type OrganizationList, organizationListSchema } from '@paygrid/contracts/organizations/organization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { listOrEmpty } from './list-or-empty';
import { organizationKeys } from './organization-keys';

/** GET /user/organizations: every organisation the person belongs to, with their role in it. */
export const organizationListQuery = queryOptions({
  queryKey: organizationKeys.list(),
  queryFn: (): Promise<OrganizationList> =>
    listOrEmpty(() => api.get('/user/organizations', organizationListSchema)),
});

export const useOrganizationList = () => useQuery(organizationListQuery);
