import {
  apiErrorSchema,
  countryAnswerSchema,
  countryListSchema,
  currencyAnswerSchema,
  currencyListSchema,
  GRID_QUERY_DESCRIPTION,
} from '@paygrid/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GridRouteDeps } from '../../grid-routes/organization-grid-routes';
import { csvFileSchema, sendCsv } from '../../grid-routes/send-csv';
import {
  countryByCode,
  currencyByCode,
  exportCountries,
  exportCurrencies,
  listCountries,
  listCurrencies,
} from './service';

const tags = ['catalogues'];
const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const exportErrors = { ...errors, 429: apiErrorSchema };
const EXPORT_DESCRIPTION =
  'Every row the list request matches (its filter, sort, view_id and columns, no page), as CSV streamed from a database cursor. At most two exports run at once per person (429 beyond).';
const codeParams = z.object({ code: z.string().regex(/^[A-Za-z0-9]{1,12}$/) });

export function catalogueRoutes(app: FastifyInstance, deps: GridRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const call = deps.listCallOf;

  typed.get(
    '/countries',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The country catalogue as a grid',
        description: GRID_QUERY_DESCRIPTION,
        response: { 200: countryListSchema, ...errors },
      },
    },
    async (request) => deps.read(request, (reader) => listCountries(reader, call(request))),
  );

  typed.get(
    '/countries/export.csv',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The country catalogue as CSV',
        description: EXPORT_DESCRIPTION,
        response: { 200: csvFileSchema, ...exportErrors },
      },
    },
    async (request, reply) => sendCsv(reply, await exportCountries(db, call(request))),
  );

  typed.get(
    '/countries/:code',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One country',
        params: codeParams,
        response: { 200: countryAnswerSchema, ...errors },
      },
    },
    async (request) => {
      return { data: await deps.read(request, (reader) => countryByCode(reader, request.params.code)) };
    },
  );

  typed.get(
    '/currencies',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The currency catalogue as a grid (cursor paging)',
        description: GRID_QUERY_DESCRIPTION,
        response: { 200: currencyListSchema, ...errors },
      },
    },
    async (request) => deps.read(request, (reader) => listCurrencies(reader, call(request))),
  );

  typed.get(
    '/currencies/export.csv',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The currency catalogue as CSV',
        description: EXPORT_DESCRIPTION,
        response: { 200: csvFileSchema, ...exportErrors },
      },
    },
    async (request, reply) => sendCsv(reply, await exportCurrencies(db, call(request))),
  );

  typed.get(
    '/currencies/:code',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One currency',
        params: codeParams,
        response: { 200: currencyAnswerSchema, ...errors },
      },
    },
    async (request) => {
      return { data: await deps.read(request, (reader) => currencyByCode(reader, request.params.code)) };
    },
  );
}
