import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { GridExport } from '../grid/answer-export';

/** The 200 of an export call in the API reference: a CSV file. */
export const csvFileSchema = z
  .string()
  .describe('text/csv; charset=utf-8, with a UTF-8 BOM; one row per matching row');

/** Sends an export as a download named after the grid and the day. */
export function sendCsv(reply: FastifyReply, exported: GridExport) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exported.fileName}"`)
    .header('cache-control', 'no-store')
    .send(exported.csv);
}
