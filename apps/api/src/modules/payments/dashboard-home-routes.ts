import { apiErrorSchema } from '@paygrid/contracts';
import { dashboardHomeSchema } from '@paygrid/contracts/dashboard-home/dashboard-home';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GridRouteDeps } from '../../grid-routes/organization-grid-routes';
import { organizationOf } from '../../http/route-access';
import { dashboardHome } from './dashboard-home';

const tags = ['payments'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/** Money at a glance (issue 17): the dashboard home. */
export function dashboardHomeRoutes(app: FastifyInstance, deps: GridRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  typed.get(
    '/dashboard/home',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary:
          "The last 30 days of the organisation's payments in the current mode, in the user's time zone",
        response: { 200: dashboardHomeSchema, ...errors },
      },
    },
    async (request) => {
      const context = organizationOf(request);
      const call = deps.listCallOf(request);
      const home = await dashboardHome(
        db,
        { organizationId: context.organization.id, mode: context.mode },
        { timeZone: call.timeZone },
      );
      return {
        data: { type: 'dashboard-home' as const, attributes: home.attributes },
        meta: { mode: context.mode, source: home.source },
      };
    },
  );
}
