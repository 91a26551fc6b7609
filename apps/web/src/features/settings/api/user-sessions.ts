import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { settingsKeys } from './settings-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const userSessionListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/user/sessions'),
  'userSessionListSchema',
);

/** GET /user/sessions: every browser the person is signed in on, this one marked `current`. */
const userSessionsQuery = queryOptions({
  queryKey: settingsKeys.sessions(),
  queryFn: () => api.get('/user/sessions', userSessionListAnswer),
});

export const useUserSessions = () => useQuery(userSessionsQuery);
