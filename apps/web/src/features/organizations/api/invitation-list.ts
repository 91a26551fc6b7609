import { type InvitationList, invitationListSchema } from '@paygrid/contracts/organizations/invitation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { listOrEmpty } from './list-or-empty';
import { organizationKeys } from './organization-keys';

/** GET /user/organizations/invites: invitations waiting for the signed-in person's answer. */
export const invitationListQuery = queryOptions({
  queryKey: organizationKeys.invitations(),
  queryFn: (): Promise<InvitationList> =>
    listOrEmpty(() => api.get('/user/organizations/invites', invitationListSchema)),
});

export const useInvitationList = () => useQuery(invitationListQuery);
