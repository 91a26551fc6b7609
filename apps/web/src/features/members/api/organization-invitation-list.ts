import { organizationInvitationListSchema } from '@paygrid/contracts/organizations/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { memberKeys } from './member-keys';

/** GET /organization/invites: only for roles that manage invitations (others get 403). */
export const organizationInvitationListQuery = queryOptions({
  queryKey: memberKeys.invitations(),
  queryFn: () => api.get('/organization/invites', organizationInvitationListSchema),
});

/** Asked only when the caller's role manages invitations. */
export const useOrganizationInvitationList = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...organizationInvitationListQuery, enabled });
