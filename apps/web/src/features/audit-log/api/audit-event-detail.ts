import { queryOptions } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { auditKeys } from './audit-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const auditEventAnswer = lazyAnswer(
  () => import('@paygrid/contracts/audit/audit-event'),
  'auditEventAnswerSchema',
);

/** GET /audit-log/{id}: the whole entry, with what changed (before and after) and where it came from. */
export const auditEventDetailQuery = (id: string) =>
  queryOptions({
    queryKey: auditKeys.detail(id),
    queryFn: () => api.get(`/audit-log/${encodeURIComponent(id)}`, auditEventAnswer),
  });
