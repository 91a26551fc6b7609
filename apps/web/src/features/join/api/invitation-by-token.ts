import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { joinKeys } from './join-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const invitationByTokenAnswer = lazyAnswer(
  () => import('@paygrid/contracts/organizations/members'),
  'invitationByTokenSchema',
);

/** GET /member-invites/token/{token}: what a visitor of /join/{token} may see of the invitation. */
const invitationByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: joinKeys.invitation(token),
    queryFn: () => api.get(`/member-invites/token/${encodeURIComponent(token)}`, invitationByTokenAnswer),
  });

export const useInvitationByToken = (token: string) => useQuery(invitationByTokenQuery(token));
