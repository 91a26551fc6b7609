import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { memberKeys } from './member-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const organizationInvitationListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/organizations/members'),
  'organizationInvitationListSchema',
);

/** GET /organization/invites: only for roles that manage invitations (others get 403). */
const organizationInvitationListQuery = queryOptions({
  queryKey: memberKeys.invitations(),
  queryFn: () => api.get('/organization/invites', organizationInvitationListAnswer),
});

/** Asked only when the caller's role manages invitations. */
export const useOrganizationInvitationList = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...organizationInvitationListQuery, enabled });
