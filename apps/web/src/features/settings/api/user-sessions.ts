import { userSessionListSchema } from '@paygrid/contracts/user/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { settingsKeys } from './settings-keys';

/** GET /user/sessions: every browser the person is signed in on, this one marked `current`. */
export const userSessionsQuery = queryOptions({
  queryKey: settingsKeys.sessions(),
  queryFn: () => api.get('/user/sessions', userSessionListSchema),
});

export const useUserSessions = () => useQuery(userSessionsQuery);
