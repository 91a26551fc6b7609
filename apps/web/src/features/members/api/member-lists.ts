import { memberListSchema, organizationInvitationListSchema } from '@paygrid/contracts/organizations/members';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { memberKeys } from './member-keys';

/** GET /organization/members: every role may see who is in the organisation. */
export const memberListQuery = queryOptions({
  queryKey: memberKeys.list(),
  queryFn: () => api.get('/organization/members', memberListSchema),
});

/** GET /organization/invites: only for roles that manage invitations (others get 403). */
export const organizationInvitationListQuery = queryOptions({
  queryKey: memberKeys.invitations(),
  queryFn: () => api.get('/organization/invites', organizationInvitationListSchema),
});
