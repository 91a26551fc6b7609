import { securityLogSchema } from '@paygrid/contracts/user/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { settingsKeys } from './settings-keys';

/** GET /user/security-log: the latest 100 events of the account, newest first. */
export const securityLogQuery = queryOptions({
  queryKey: settingsKeys.securityLog(),
  queryFn: () => api.get('/user/security-log', securityLogSchema),
});

export const useSecurityLog = () => useQuery(securityLogQuery);
