import { GRID_QUERY_DESCRIPTION } from '@paygrid/contracts';
import { paymentSummarySchema } from '@paygrid/contracts/dashboard-home/payment-summary';
import { paymentsGrid } from '@paygrid/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { applySavedView } from '../../grid/apply-view';
import { checkListQuery } from '../../grid/check-query';
import { inHeavyReadSlot } from '../../grid/heavy-reads';
import { type GridRouteDeps, gridReadErrors } from '../../grid-routes/organization-grid-routes';
import { organizationOf } from '../../http/route-access';
import { paymentSummary } from './summary';

const tags = ['payments'];

/** The summary above the payments grid (issue 17): its own call, so the grid never waits for it. */
export function summaryRoutes(app: FastifyInstance, deps: GridRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/payments/summary',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary:
          "The count and per-currency totals of the payments grid's filter (capped at 10,000 rows read)",
        description: GRID_QUERY_DESCRIPTION,
        response: { 200: paymentSummarySchema, ...gridReadErrors },
      },
    },
    async (request) => {
      const context = organizationOf(request);
      const call = deps.listCallOf(request);
      const checked = checkListQuery(paymentsGrid, call.query, { defaultSize: call.defaultSize });
      const viewed = checked.viewId
        ? applySavedView(paymentsGrid, checked, await call.loadView(checked.viewId))
        : checked;
      // Totals over every matching row (up to the cap): always one of the organisation's expensive reads.
      const summary = await inHeavyReadSlot(call.takeHeavyRead, () =>
        deps.read(request, (reader) =>
          paymentSummary(reader, { organizationId: context.organization.id, mode: context.mode }, viewed, {
            timeZone: call.timeZone,
          }),
        ),
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
