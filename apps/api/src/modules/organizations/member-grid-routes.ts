import { apiErrorSchema, GRID_QUERY_DESCRIPTION, memberGridListSchema } from '@paygrid/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { listCallOf } from '../../grid/list-call';
import { csvFileSchema, sendCsv } from '../../grid/send-csv';
import { organizationOf } from '../../http/route-access';
import { exportMemberGrid, listMemberGrid } from './member-grid';

const tags = ['members'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/** The members list as a grid on the grid engine, and its CSV export. */
export function memberGridRoutes(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const inputs = (request: FastifyRequest) => ({
    context: organizationOf(request),
    call: listCallOf(request, { db, appHost: deps.config.APP_HOST }),
  });

  typed.get(
    '/organization/members/grid',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Members of the current organisation as a grid (name, e-mail, role, two-factor, joined)',
        description: GRID_QUERY_DESCRIPTION,
        response: { 200: memberGridListSchema, ...errors },
      },
    },
    async (request) => {
      const { context, call } = inputs(request);
      return listMemberGrid(db, context, call);
    },
  );

  typed.get(
    '/organization/members/export.csv',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Members of the current organisation as CSV',
        description:
          'Every member the list request matches, as CSV (at most two exports at once per person).',
        response: { 200: csvFileSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { context, call } = inputs(request);
      return sendCsv(reply, await exportMemberGrid(db, context, call));
    },
  );
}
