import { GRID_QUERY_DESCRIPTION, memberGridListSchema } from '@paygrid/contracts';
import type { FastifyInstance } from 'fastify';
import { type GridRouteDeps, organizationGridRoutes } from '../../grid-routes/organization-grid-routes';
import { organizationOf } from '../../http/route-access';
import { inOrganization, memberGridSql } from './member-grid';

/** The members list as a grid on the grid engine, and its CSV export. */
export function memberGridRoutes(app: FastifyInstance, deps: GridRouteDeps): void {
  organizationGridRoutes(app, deps, {
    listPath: '/organization/members/grid',
    exportPath: '/organization/members/export.csv',
    tags: ['members'],
    list: {
      summary: 'Members of the current organisation as a grid (name, e-mail, role, two-factor, joined)',
      description: GRID_QUERY_DESCRIPTION,
      response: memberGridListSchema,
    },
    export: {
      summary: 'Members of the current organisation as CSV',
      description: 'Every member the list request matches, as CSV (at most two exports at once per person).',
    },
    gridSql: memberGridSql,
    scope: (request) => inOrganization(organizationOf(request)),
  });
}
