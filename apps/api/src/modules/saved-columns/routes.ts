import {
  acknowledgementSchema,
  apiErrorSchema,
  createSavedColumnsBodySchema,
  savedColumnsAnswerSchema,
  savedColumnsListQuerySchema,
  savedColumnsListSchema,
  updateSavedColumnsBodySchema,
} from '@paygrid/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { organizationContext } from '../organizations/context';
import {
  createSavedColumns,
  deleteSavedColumns,
  listSavedColumns,
  savedColumnsResource,
  updateSavedColumns,
} from './service';

const tags = ['saved columns'];
const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const idParams = z.object({ id: z.string().max(64) });

export function savedColumnsRoutes(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const context = (request: FastifyRequest) =>
    organizationContext(request, { db, appHost: deps.config.APP_HOST });

  typed.get(
    '/dashboard/columns',
    {
      schema: {
        tags,
        summary: 'Your own saved columns of the grids of the current organisation',
        querystring: savedColumnsListQuerySchema,
        response: { 200: savedColumnsListSchema, ...errors },
      },
    },
    async (request) => ({
      data: (await listSavedColumns(db, await context(request), request.query['filter[grid_code]'])).map(
        savedColumnsResource,
      ),
    }),
  );

  typed.post(
    '/dashboard/columns',
    {
      schema: {
        tags,
        summary: 'Save your columns of a grid',
        body: createSavedColumnsBodySchema,
        response: { 201: savedColumnsAnswerSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createSavedColumns(db, await context(request), request.body.data.attributes);
      return reply.status(201).send({ data: savedColumnsResource(row) });
    },
  );

  typed.patch(
    '/dashboard/columns/:id',
    {
      schema: {
        tags,
        summary: 'Change your saved columns or the column editing mode',
        params: idParams,
        body: updateSavedColumnsBodySchema,
        response: { 200: savedColumnsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: savedColumnsResource(
        await updateSavedColumns(db, await context(request), request.params.id, request.body.data.attributes),
      ),
    }),
  );

  typed.delete(
    '/dashboard/columns/:id',
    {
      schema: {
        tags,
        summary: 'Forget your saved columns of a grid',
        params: idParams,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      await deleteSavedColumns(db, await context(request), request.params.id);
      return { status: 'deleted' };
    },
  );
}
