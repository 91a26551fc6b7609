import { apiErrorSchema } from '@paygrid/contracts';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { organizationOf } from '../http/route-access';
import type { OrganizationContext } from '../modules/organizations/context';
import { answerGridExport } from './answer-export';
import { answerGridList } from './answer-list';
import type { GridSql } from './grid-sql';
import { listCallOf } from './list-call';
import { csvFileSchema, sendCsv } from './send-csv';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

type RouteText = { summary: string; description: string };

/** One organisation grid's two routes: what differs between grids, the rest is this helper's. */
export type OrganizationGridRoutes<Row> = {
  /** The list path; the export is `${exportPath}` (members keep theirs beside `/grid`). */
  listPath: string;
  exportPath: string;
  tags: string[];
  list: RouteText & { response: ZodType };
  export: RouteText;
  gridSql: GridSql<Row>;
  /** The rows of the request's organisation (and mode) alone. */
  scope: (context: OrganizationContext) => SQL;
};

/**
 * GET list and GET export.csv of a grid scoped to the current organisation, on the grid engine: every member may
 * read (access `organization: view`), the export answers 429 past two at once per person.
 */
export function organizationGridRoutes<Row>(
  app: FastifyInstance,
  deps: { db: Db; config: Config },
  grid: OrganizationGridRoutes<Row>,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const { response: listResponse, ...listText } = grid.list;
  const inputs = (request: FastifyRequest) => ({
    scope: grid.scope(organizationOf(request)),
    call: listCallOf(request, { db, appHost: deps.config.APP_HOST }),
  });

  typed.get(
    grid.listPath,
    {
      config: { access: { organization: 'view' } },
      schema: { tags: grid.tags, ...listText, response: { 200: listResponse, ...errors } },
    },
    async (request) => {
      const { scope, call } = inputs(request);
      return answerGridList(db, grid.gridSql, call, { scope });
    },
  );

  typed.get(
    grid.exportPath,
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags: grid.tags,
        ...grid.export,
        response: { 200: csvFileSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { scope, call } = inputs(request);
      return sendCsv(reply, await answerGridExport(db, grid.gridSql, call, { scope }));
    },
  );
}
