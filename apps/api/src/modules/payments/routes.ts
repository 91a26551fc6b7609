import {
  apiErrorSchema,
  GRID_QUERY_DESCRIPTION,
  paymentDetailSchema,
  paymentGridListSchema,
  paymentIdParamsSchema,
} from '@paygrid/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type GridRouteDeps, organizationGridRoutes } from '../../grid-routes/organization-grid-routes';
import { organizationOf } from '../../http/route-access';
import { inOrganizationMode, paymentGridSql } from './payment-grid';
import { paymentDetail } from './service';

const tags = ['payments'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const MODE_NOTE = 'Test or live data as the organisation’s testMode cookie says; never both.';

/** The organisation's payments: a grid on the grid engine, its CSV export, and one payment's detail. */
export function paymentRoutes(app: FastifyInstance, deps: GridRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  organizationGridRoutes(app, deps, {
    listPath: '/payments',
    exportPath: '/payments/export.csv',
    tags,
    list: {
      summary: 'Payments of the current organisation as a grid, newest first',
      description: `${MODE_NOTE} ${GRID_QUERY_DESCRIPTION}`,
      response: paymentGridListSchema,
    },
    export: {
      summary: 'Payments of the current organisation as CSV',
      description: `${MODE_NOTE} Every payment the list request matches (at most two exports at once per person).`,
    },
    gridSql: paymentGridSql,
    scope: (request) => inOrganizationMode(organizationOf(request)),
  });

  typed.get(
    '/payments/:id',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'One payment: every field, its status history and metadata',
        description: `${MODE_NOTE} Another organisation’s payment, or one of the other mode, answers 404.`,
        params: paymentIdParamsSchema,
        response: { 200: paymentDetailSchema, ...errors },
      },
    },
    async (request) => paymentDetail(db, organizationOf(request), request.params.id),
  );
}
