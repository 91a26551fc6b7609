import { dashboardHomeSchema } from '@paygrid/contracts/dashboard-home/dashboard-home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { dashboardKeys } from './dashboard-keys';

/** GET /dashboard/home: the last 30 days of money in the current mode, in the user's time zone. */
export const dashboardHomeQuery = queryOptions({
  queryKey: dashboardKeys.home(),
  queryFn: () => api.get('/dashboard/home', dashboardHomeSchema),
});

export const useDashboardHome = () => useQuery(dashboardHomeQuery);
