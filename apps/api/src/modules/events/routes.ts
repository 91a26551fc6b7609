import { apiErrorSchema, platformEventListSchema, platformEventQuerySchema } from '@paygrid/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { platformCallerOf } from '../../http/route-access';
import { listPlatformEvents } from './read';

const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

/** The platform API's `GET /events` (issue 36). */
export function platformEventRoutes(app: FastifyInstance, deps: { db: Db; prefix: string }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/events',
    {
      config: { access: { apiKey: 'events:read' } },
      schema: {
        tags: ['platform'],
        summary: 'What happened to the organisation’s payments of the key’s mode, oldest first',
        description:
          'Page on with `links.next` (its `after` is the last sequence read); an empty page keeps the same cursor, so a poller waits there. Events are never reordered: a later one always has a larger sequence.',
        security: [{ apiKey: [] }],
        querystring: platformEventQuerySchema,
        response: { 200: platformEventListSchema, ...errors },
      },
    },
    async (request) => {
      const caller = platformCallerOf(request);
      return listPlatformEvents(
        deps.db,
        { organizationId: caller.organizationId, mode: caller.mode },
        request.query,
        `${deps.prefix}/events`,
      );
    },
  );
}
