import type { InvitationList } from '@paygrid/contracts/organizations/invitation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { listOrEmpty } from './list-or-empty';
import { organizationKeys } from './organization-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const invitationListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/organizations/invitation'),
  'invitationListSchema',
);

/** GET /user/organizations/invites: invitations waiting for the signed-in person's answer. */
export const invitationListQuery = queryOptions({
  queryKey: organizationKeys.invitations(),
  queryFn: (): Promise<InvitationList> =>
    listOrEmpty(() => api.get('/user/organizations/invites', invitationListAnswer)),
});

export const useInvitationList = () => useQuery(invitationListQuery);
