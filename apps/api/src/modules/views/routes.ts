import {
  acknowledgementSchema,
  apiErrorSchema,
  createSavedViewBodySchema,
  favoritesBulkUpdateBodySchema,
  idParamsSchema,
  savedViewAnswerSchema,
  savedViewFavoritesAnswerSchema,
  savedViewListQuerySchema,
  savedViewListSchema,
  updateSavedViewBodySchema,
} from '@paygrid/contracts';
import { SAVED_VIEWS_PAGE_SIZE } from '@paygrid/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { organizationOf } from '../../http/route-access';
import {
  createSavedView,
  deleteSavedView,
  getSavedView,
  listSavedViews,
  reorderFavorites,
  savedViewResource,
  updateSavedView,
} from './service';

const tags = ['saved views'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

export function savedViewRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  typed.get(
    '/dashboard/views',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Saved views of the current organisation',
        querystring: savedViewListQuerySchema,
        response: { 200: savedViewListSchema, ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      const favorite = query['filter[is_favorite]'];
      return listSavedViews(db, organizationOf(request), {
        gridCode: query['filter[grid_code]'],
        favorite: favorite === undefined ? undefined : favorite === 'true' || favorite === '1',
        size: query['page[size]'] ?? SAVED_VIEWS_PAGE_SIZE,
        number: query['page[number]'] ?? 1,
      });
    },
  );

  typed.patch(
    '/dashboard/views/favorites',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Reorder the favourite views of a grid',
        body: favoritesBulkUpdateBodySchema,
        response: { 200: savedViewFavoritesAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { grid_code: gridCode, favorites } = request.body.data.attributes;
      const rows = await reorderFavorites(db, organizationOf(request), gridCode, favorites);
      return { data: rows.map(savedViewResource) };
    },
  );

  typed.get(
    '/dashboard/views/:id',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'One saved view',
        params: idParamsSchema,
        response: { 200: savedViewAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: savedViewResource(await getSavedView(db, organizationOf(request), request.params.id)),
    }),
  );

  typed.post(
    '/dashboard/views',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Save a view',
        body: createSavedViewBodySchema,
        response: { 201: savedViewAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createSavedView(db, organizationOf(request), request.body.data.attributes);
      return reply.status(201).send({ data: savedViewResource(row) });
    },
  );

  typed.patch(
    '/dashboard/views/:id',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Change a saved view',
        params: idParamsSchema,
        body: updateSavedViewBodySchema,
        response: { 200: savedViewAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: savedViewResource(
        await updateSavedView(db, organizationOf(request), request.params.id, request.body.data.attributes),
      ),
    }),
  );

  typed.delete(
    '/dashboard/views/:id',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Delete a saved view',
        params: idParamsSchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      await deleteSavedView(db, organizationOf(request), request.params.id);
      return { status: 'deleted' };
    },
  );
}
