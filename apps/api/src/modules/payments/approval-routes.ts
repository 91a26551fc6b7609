import { approvalListSchema, GRID_QUERY_DESCRIPTION } from '@paygrid/contracts';
import type { FastifyInstance } from 'fastify';
import { type GridRouteDeps, organizationGridRoutes } from '../../grid-routes/organization-grid-routes';
import { organizationOf } from '../../http/route-access';
import { approvalGridSql, awaitingApprovalIn } from './approval-grid';

/** The Approvals page (decision 0106): what waits for a second person's approval, on the grid engine. */
export function approvalRoutes(app: FastifyInstance, deps: GridRouteDeps): void {
  organizationGridRoutes(app, deps, {
    listPath: '/approvals',
    exportPath: '/approvals/export.csv',
    tags: ['payments'],
    list: {
      summary: 'Operations awaiting a second person’s approval, the soonest to expire first',
      description: `Test or live requests as the organisation’s testMode cookie says. Each expires seven days after it was asked for. ${GRID_QUERY_DESCRIPTION}`,
      response: approvalListSchema,
    },
    export: {
      summary: 'Operations awaiting approval as CSV',
      description: 'Every request the list request matches (at most two exports at once per person).',
    },
    gridSql: approvalGridSql,
    scope: (request) => {
      const context = organizationOf(request);
      return awaitingApprovalIn({ organizationId: context.organization.id, mode: context.mode });
    },
  });
}
