import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { ExportRecord } from '../../grid/answer-export';
import { organizationOf } from '../../http/route-access';
import type { AuditLog } from './audit-log';

/**
 * An organisation grid's export, recorded once its rows are in the file and before they leave (issue 35). The export
 * is a GET: its entry is the one row a GET writes besides the counters, in a transaction of its own, on the primary.
 */
export const exportRecordOf =
  (db: Db, audit: AuditLog) =>
  (request: FastifyRequest): ExportRecord => {
    const { organization, mode } = organizationOf(request);
    const trail = audit.trailOf(request);
    return (exported) =>
      db.transaction((tx) =>
        trail.record(tx as unknown as Db, {
          organizationId: organization.id,
          action: 'export.downloaded',
          resource: { id: exported.grid, name: exported.grid },
          details: {
            grid: exported.grid,
            mode,
            rows: exported.rows,
            filters: exported.filters,
            sort: exported.sort,
            view_id: exported.viewId,
          },
        }),
      );
  };
