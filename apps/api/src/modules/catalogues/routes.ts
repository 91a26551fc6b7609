import {
  apiErrorSchema,
  countryAnswerSchema,
  countryListSchema,
  currencyAnswerSchema,
  currencyListSchema,
  GRID_QUERY_DESCRIPTION,
} from '@paygrid/contracts';
import { gridRequestFromQuery } from '@paygrid/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { GridDefinition } from '../../grid/grid-definition';
import { listGrid } from '../../grid/list-grid';
import { notFound } from '../../http/problem';
import { identityOf } from '../../http/route-access';
import { preferencesOf } from '../users/service';
import { countriesGrid, countryResource, currenciesGrid, currencyResource } from './grids';
import { countries, currencies } from './tables';

const tags = ['catalogues'];
const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const codeParams = z.object({ code: z.string().regex(/^[A-Za-z0-9]{1,12}$/) });

/** The bracket query of a grid list, read from the raw URL: Fastify's own parser does not nest brackets. */
const rawQuery = (request: FastifyRequest) => {
  const index = request.url.indexOf('?');
  return index < 0 ? '' : request.url.slice(index + 1);
};

export function catalogueRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  const list = <Row>(grid: GridDefinition<Row>, request: FastifyRequest) => {
    const { user } = identityOf(request);
    const preferences = preferencesOf(user);
    return listGrid(
      db,
      grid,
      gridRequestFromQuery(rawQuery(request), {
        paging: grid.paging,
        defaultSize: preferences.data_grid_items_count,
      }),
      { timeZone: preferences.time_zone },
    );
  };

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
    async (request) => list(countriesGrid, request),
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
      identityOf(request);
      const [record] = await db
        .select()
        .from(countries)
        .where(eq(countries.code, request.params.code.toUpperCase()))
        .limit(1);
      if (!record) throw notFound();
      return { data: countryResource(record) };
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
    async (request) => list(currenciesGrid, request),
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
      identityOf(request);
      const [record] = await db
        .select()
        .from(currencies)
        .where(eq(currencies.code, request.params.code.toUpperCase()))
        .limit(1);
      if (!record) throw notFound();
      return { data: currencyResource(record) };
    },
  );
}
