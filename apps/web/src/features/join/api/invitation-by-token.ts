import { invitationByTokenSchema } from '@paygrid/contracts/organizations/members';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/shared/http';

/** GET /member-invites/token/{token}: what a visitor of /join/{token} may see of the invitation. */
export const invitationByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['join', 'invitation', token] as const,
    queryFn: () => api.get(`/member-invites/token/${encodeURIComponent(token)}`, invitationByTokenSchema),
  });
