import { apiErrorSchema, uiIconParamsSchema, uiIconSchema } from '@paygrid/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uiIcon } from './service';

export function uiIconRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/ui-icons/:type/:icon',
    {
      config: { access: 'public' },
      schema: {
        tags: ['ui icons'],
        summary: 'The icon definition of a value of grid data, e.g. /ui-icons/currency-types/crypto.json',
        params: uiIconParamsSchema,
        response: { 200: uiIconSchema, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const icon = await uiIcon(request.params.type, request.params.icon);
      // The mapping changes only with a release; a day's cache keeps grids from asking on every render.
      reply.header('cache-control', 'public, max-age=86400');
      return icon;
    },
  );
}
