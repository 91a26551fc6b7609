import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { auditKeys } from './audit-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const auditEventListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/audit/audit-event'),
  'auditEventListSchema',
);

/** GET /audit-log with a grid list request (cursor paging): the organisation's entries, newest first. */
export const auditEventListQuery = (query: string) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: () => api.get(`/audit-log?${query}`, auditEventListAnswer),
    placeholderData: keepPreviousData,
  });
