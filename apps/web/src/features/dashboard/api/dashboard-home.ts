import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { dashboardKeys } from './dashboard-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const dashboardHomeAnswer = lazyAnswer(
  () => import('@paygrid/contracts/dashboard-home/dashboard-home'),
  'dashboardHomeSchema',
);

/** GET /dashboard/home: the last 30 days of money in the current mode, in the user's time zone. */
const dashboardHomeQuery = queryOptions({
  queryKey: dashboardKeys.home(),
  queryFn: () => api.get('/dashboard/home', dashboardHomeAnswer),
});

export const useDashboardHome = () => useQuery(dashboardHomeQuery);
