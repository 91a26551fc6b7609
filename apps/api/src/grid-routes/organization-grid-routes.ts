import { apiErrorSchema } from '@paygrid/contracts';
import type { OrganizationAction } from '@paygrid/domain';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { answerGridExport, type ExportRecord, exportStatementTimeout } from '../grid/answer-export';
import { answerGridList } from '../grid/answer-list';
import type { GridSql } from '../grid/grid-sql';
import type { ListCall } from '../grid/list-call';
import type { LagTolerantRead } from '../replica/read-routing';
import { csvFileSchema, sendCsv } from './send-csv';

/** What a grid read may answer besides 200: 423 when the organisation's expensive reads are all taken. */
export const gridReadErrors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  423: apiErrorSchema,
};

type RouteText = { summary: string; description: string };

/** Turns a grid route's request into the engine's list call (composed in server.ts from the modules). */
export type ListCallOf = (request: FastifyRequest) => ListCall;

/** Records an organisation grid's export in the organisation's audit log (composed in server.ts). */
type ExportRecordOf = (request: FastifyRequest) => ExportRecord;

/**
 * What a grid's routes need: the database, where a read that tolerates a little lag goes (the replica or the
 * primary, decision 0110), the settings, how a request becomes a list call, and how an export of the organisation's
 * rows is recorded.
 */
export type GridRouteDeps = {
  db: Db;
  read: LagTolerantRead;
  config: Config;
  listCallOf: ListCallOf;
  exportRecordOf: ExportRecordOf;
};

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
  scope: (request: FastifyRequest) => SQL;
  /** Who may read them: every member unless the grid says otherwise. */
  access?: OrganizationAction;
};

/**
 * GET list and GET export.csv of a grid scoped to the current organisation, on the grid engine: every member may
 * read (access `organization: view`) unless the grid names another action, the export answers 429 past two at once per person; a search, a string
 * filter or an export answers 423 (busy) past the organisation's expensive reads at once.
 */
export function organizationGridRoutes<Row>(
  app: FastifyInstance,
  deps: GridRouteDeps,
  grid: OrganizationGridRoutes<Row>,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const access = { organization: grid.access ?? 'view' } as const;
  const { response: listResponse, ...listText } = grid.list;
  const inputs = (request: FastifyRequest) => ({
    scope: grid.scope(request),
    call: deps.listCallOf(request),
  });

  typed.get(
    grid.listPath,
    {
      config: { access },
      schema: { tags: grid.tags, ...listText, response: { 200: listResponse, ...gridReadErrors } },
    },
    async (request) => {
      const { scope, call } = inputs(request);
      return deps.read(request, (reader) => answerGridList(reader, grid.gridSql, call, { scope }));
    },
  );

  typed.get(
    grid.exportPath,
    {
      config: { access },
      schema: {
        tags: grid.tags,
        ...grid.export,
        response: { 200: csvFileSchema, ...gridReadErrors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { scope, call } = inputs(request);
      return sendCsv(
        reply,
        await answerGridExport(db, grid.gridSql, call, {
          scope,
          statementTimeoutMs: exportStatementTimeout(deps.config.STATEMENT_TIMEOUT_MS),
          recorded: deps.exportRecordOf(request),
        }),
      );
    },
  );
}
