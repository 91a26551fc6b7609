import {
  acknowledgementSchema,
  apiErrorSchema,
  createSavedColumnsBodySchema,
  idParamsSchema,
  savedColumnsAnswerSchema,
  savedColumnsListQuerySchema,
  savedColumnsListSchema,
  updateSavedColumnsBodySchema,
} from '@paygrid/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { organizationOf } from '../../http/route-access';
import {
  createSavedColumns,
  deleteSavedColumns,
  listSavedColumns,
  savedColumnsResource,
  updateSavedColumns,
} from './service';

const tags = ['saved columns'];
const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

export function savedColumnsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  typed.get(
    '/dashboard/columns',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Your own saved columns of the grids of the current organisation',
        querystring: savedColumnsListQuerySchema,
        response: { 200: savedColumnsListSchema, ...errors },
      },
    },
    async (request) => ({
      data: (await listSavedColumns(db, organizationOf(request), request.query['filter[grid_code]'])).map(
        savedColumnsResource,
      ),
    }),
  );

  typed.post(
    '/dashboard/columns',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Save your columns of a grid',
        body: createSavedColumnsBodySchema,
        response: { 201: savedColumnsAnswerSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createSavedColumns(db, organizationOf(request), request.body.data.attributes);
      return reply.status(201).send({ data: savedColumnsResource(row) });
    },
  );

  typed.patch(
    '/dashboard/columns/:id',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Change your saved columns or the column editing mode',
        params: idParamsSchema,
        body: updateSavedColumnsBodySchema,
        response: { 200: savedColumnsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: savedColumnsResource(
        await updateSavedColumns(
          db,
          organizationOf(request),
          request.params.id,
          request.body.data.attributes,
        ),
      ),
    }),
  );

  typed.delete(
    '/dashboard/columns/:id',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Forget your saved columns of a grid',
        params: idParamsSchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      await deleteSavedColumns(db, organizationOf(request), request.params.id);
      return { status: 'deleted' };
    },
  );
}
