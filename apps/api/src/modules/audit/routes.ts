import {
  auditEventAnswerSchema,
  auditEventListSchema,
  GRID_QUERY_DESCRIPTION,
  idParamsSchema,
} from '@paygrid/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type GridRouteDeps,
  gridReadErrors,
  organizationGridRoutes,
} from '../../grid-routes/organization-grid-routes';
import { organizationOf } from '../../http/route-access';
import { auditGridSql, inOrganizationLog } from './audit-grid';
import { auditEventOf } from './read';

const tags = ['audit-log'];

/** The organisation's audit log (issue 35): owners and admins read it; members and viewers get 403. */
export function auditLogRoutes(app: FastifyInstance, deps: GridRouteDeps): void {
  organizationGridRoutes(app, deps, {
    listPath: '/audit-log',
    exportPath: '/audit-log/export.csv',
    tags,
    list: {
      summary: 'The current organisation’s audit log as a grid: who did what, when, from where',
      description: GRID_QUERY_DESCRIPTION,
      response: auditEventListSchema,
    },
    export: {
      summary: 'The current organisation’s audit log as CSV (the export is itself recorded)',
      description: 'Every entry the list request matches, as CSV (at most two exports at once per person).',
    },
    gridSql: auditGridSql,
    scope: (request) => inOrganizationLog(organizationOf(request).organization.id),
    access: 'read-audit-log',
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit-log/:id',
    {
      config: { access: { organization: 'read-audit-log' } },
      schema: {
        tags,
        summary: 'One entry of the audit log, with what changed (before and after)',
        params: idParamsSchema,
        response: { 200: auditEventAnswerSchema, ...gridReadErrors },
      },
    },
    async (request) => auditEventOf(deps.db, organizationOf(request).organization.id, request.params.id),
  );
}
