import { memberGridListSchema } from '@paygrid/contracts/organizations/member-grid';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { memberKeys } from './member-keys';

/** GET /organization/members/grid with a grid list request (cursor paging). */
export const memberGridQuery = (query: string) =>
  queryOptions({
    queryKey: memberKeys.grid(query),
    queryFn: () => api.get(`/organization/members/grid?${query}`, memberGridListSchema),
    placeholderData: keepPreviousData,
  });
