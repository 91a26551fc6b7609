import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { memberKeys } from './member-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const memberGridListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/organizations/member-grid'),
  'memberGridListSchema',
);

/** GET /organization/members/grid with a grid list request (cursor paging). */
export const memberGridQuery = (query: string) =>
  queryOptions({
    queryKey: memberKeys.grid(query),
    queryFn: () => api.get(`/organization/members/grid?${query}`, memberGridListAnswer),
    placeholderData: keepPreviousData,
  });
