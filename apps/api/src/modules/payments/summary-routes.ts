import { apiErrorSchema, GRID_QUERY_DESCRIPTION } from '@paygrid/contracts';
import { paymentSummarySchema } from '@paygrid/contracts/dashboard-home/payment-summary';
import { paymentsGrid } from '@paygrid/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { applySavedView } from '../../grid/apply-view';
import { checkListQuery } from '../../grid/check-query';
import { listCallOf } from '../../grid/list-call';
import { organizationOf } from '../../http/route-access';
import { paymentSummary } from './summary';

const tags = ['payments'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/** The summary above the payments grid (issue 17): its own call, so the grid never waits for it. */
export function summaryRoutes(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  typed.get(
    '/payments/summary',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary:
          "The count and per-currency totals of the payments grid's filter (capped at 10,000 rows read)",
        description: GRID_QUERY_DESCRIPTION,
        response: { 200: paymentSummarySchema, ...errors },
      },
    },
    async (request) => {
      const context = organizationOf(request);
      const call = listCallOf(request, { db, appHost: deps.config.APP_HOST });
      const checked = checkListQuery(paymentsGrid, call.query, { defaultSize: call.defaultSize });
      const viewed = checked.viewId
        ? applySavedView(paymentsGrid, checked, await call.loadView(checked.viewId))
        : checked;
      const summary = await paymentSummary(
        db,
        { organizationId: context.organization.id, mode: context.mode },
        viewed,
        { timeZone: call.timeZone },
      );
      return {
        data: { type: 'payment-summary' as const, attributes: summary.attributes },
        meta: {
          mode: context.mode,
          source: summary.source,
          capped: summary.capped,
          count_estimated: summary.countEstimated,
        },
      };
    },
  );
}
