import { invitationByTokenSchema } from '@paygrid/contracts/organizations/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { joinKeys } from './join-keys';

/** GET /member-invites/token/{token}: what a visitor of /join/{token} may see of the invitation. */
export const invitationByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: joinKeys.invitation(token),
    queryFn: () => api.get(`/member-invites/token/${encodeURIComponent(token)}`, invitationByTokenSchema),
  });

export const useInvitationByToken = (token: string) => useQuery(invitationByTokenQuery(token));
