import { memberListSchema } from '@paygrid/contracts/organizations/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { memberKeys } from './member-keys';

/** GET /organization/members: every role may see who is in the organisation. */
export const memberListQuery = queryOptions({
  queryKey: memberKeys.list(),
  queryFn: () => api.get('/organization/members', memberListSchema),
});

/** Asked once the caller's role in the organisation is known. */
export const useMemberList = ({ enabled }: { enabled: boolean }) => useQuery({ ...memberListQuery, enabled });
