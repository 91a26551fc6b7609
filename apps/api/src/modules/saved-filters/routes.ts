import {
  acknowledgementSchema,
  apiErrorSchema,
  createSavedFilterBodySchema,
  idParamsSchema,
  savedFilterAnswerSchema,
  savedFilterFavoritesAnswerSchema,
  savedFilterFavoritesBodySchema,
  savedFilterListQuerySchema,
  savedFilterListSchema,
  updateSavedFilterBodySchema,
} from '@paygrid/contracts';
import { SAVED_VIEWS_PAGE_SIZE } from '@paygrid/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { organizationOf } from '../../http/route-access';
import {
  createSavedFilter,
  deleteSavedFilter,
  getSavedFilter,
  listSavedFilters,
  reorderFavoriteFilters,
  savedFilterResource,
  updateSavedFilter,
} from './service';

const tags = ['saved filters'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

export function savedFilterRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  typed.get(
    '/dashboard/filters',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Saved filters of the current organisation',
        querystring: savedFilterListQuerySchema,
        response: { 200: savedFilterListSchema, ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      const favorite = query['filter[is_favorite]'];
      return listSavedFilters(db, organizationOf(request), {
        gridCode: query['filter[grid_code]'],
        favorite: favorite === undefined ? undefined : favorite === 'true' || favorite === '1',
        size: query['page[size]'] ?? SAVED_VIEWS_PAGE_SIZE,
        number: query['page[number]'] ?? 1,
      });
    },
  );

  typed.patch(
    '/dashboard/filters/favorites',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Reorder the favourite filters of a grid',
        body: savedFilterFavoritesBodySchema,
        response: { 200: savedFilterFavoritesAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { grid_code: gridCode, favorites } = request.body.data.attributes;
      const rows = await reorderFavoriteFilters(db, organizationOf(request), gridCode, favorites);
      return { data: rows.map(savedFilterResource) };
    },
  );

  typed.get(
    '/dashboard/filters/:id',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'One saved filter',
        params: idParamsSchema,
        response: { 200: savedFilterAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: savedFilterResource(await getSavedFilter(db, organizationOf(request), request.params.id)),
    }),
  );

  typed.post(
    '/dashboard/filters',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Save a filter',
        body: createSavedFilterBodySchema,
        response: { 201: savedFilterAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createSavedFilter(db, organizationOf(request), request.body.data.attributes);
      return reply.status(201).send({ data: savedFilterResource(row) });
    },
  );

  typed.patch(
    '/dashboard/filters/:id',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Change a saved filter',
        params: idParamsSchema,
        body: updateSavedFilterBodySchema,
        response: { 200: savedFilterAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: savedFilterResource(
        await updateSavedFilter(db, organizationOf(request), request.params.id, request.body.data.attributes),
      ),
    }),
  );

  typed.delete(
    '/dashboard/filters/:id',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Delete a saved filter',
        params: idParamsSchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      await deleteSavedFilter(db, organizationOf(request), request.params.id);
      return { status: 'deleted' };
    },
  );
}
