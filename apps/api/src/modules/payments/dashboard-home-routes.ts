import { apiErrorSchema } from '@paygrid/contracts';
import { dashboardHomeSchema } from '@paygrid/contracts/dashboard-home/dashboard-home';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnswerCache } from '../../answer-cache/answer-cache';
import type { GridRouteDeps } from '../../grid-routes/organization-grid-routes';
import { organizationOf } from '../../http/route-access';
import { dashboardHome, homeWindow } from './dashboard-home';

const tags = ['payments'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/** Money at a glance (issue 17): the dashboard home, its figures kept for a few seconds (issue 40). */
export function dashboardHomeRoutes(
  app: FastifyInstance,
  deps: GridRouteDeps & { answers: AnswerCache },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { answers } = deps;
  const keptMs = deps.config.DASHBOARD_CACHE_SECONDS * 1000;

  typed.get(
    '/dashboard/home',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary:
          "The last 30 days of the organisation's payments in the current mode, in the user's time zone; the figures are kept for a few seconds (meta.as_of)",
        response: { 200: dashboardHomeSchema, ...errors },
      },
    },
    async (request) => {
      const context = organizationOf(request);
      const { timeZone } = deps.listCallOf(request);
      const scope = { organizationId: context.organization.id, mode: context.mode };
      const now = Date.now();
      const read = () => deps.read(request, (reader) => dashboardHome(reader, scope, { timeZone, now }));
      // One answer per organisation, mode, zone and window: every member in that zone reads the same figures.
      const key = `dashboard-home:${scope.organizationId}:${scope.mode}:${timeZone}:${homeWindow(timeZone, now).from}`;
      const home =
        keptMs > 0 ? await answers.remember(key, keptMs, read) : { value: await read(), asOf: now };
      return {
        data: { type: 'dashboard-home' as const, attributes: home.value.attributes },
        meta: { mode: context.mode, source: home.value.source, as_of: new Date(home.asOf).toISOString() },
      };
    },
  );
}
