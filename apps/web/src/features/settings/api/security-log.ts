import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { settingsKeys } from './settings-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const securityLogAnswer = lazyAnswer(() => import('@paygrid/contracts/user/sessions'), 'securityLogSchema');

/** GET /user/security-log: the latest 100 events of the account, newest first. */
const securityLogQuery = queryOptions({
  queryKey: settingsKeys.securityLog(),
  queryFn: () => api.get('/user/security-log', securityLogAnswer),
});

export const useSecurityLog = () => useQuery(securityLogQuery);
