import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { memberKeys } from './member-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const memberListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/organizations/members'),
  'memberListSchema',
);

/** GET /organization/members: every role may see who is in the organisation. */
const memberListQuery = queryOptions({
  queryKey: memberKeys.list(),
  queryFn: () => api.get('/organization/members', memberListAnswer),
});

/** Asked once the caller's role in the organisation is known. */
export const useMemberList = ({ enabled }: { enabled: boolean }) => useQuery({ ...memberListQuery, enabled });
