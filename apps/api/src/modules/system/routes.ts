import {
  apiErrorSchema,
  enumerationsAnswerSchema,
  enumerationsQuerySchema,
  environmentSchema,
  healthSchema,
  readinessSchema,
} from '@paygrid/contracts';

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/error-handler';
import { enumerations, enumerationsRequestOf } from './enumerations';
import { clientEnvironment } from './service';

export function systemProbeRoutes(app: FastifyInstance, deps: { database: Database }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/healthz', { schema: { hide: true, response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  typed.get(
    '/readyz',
    { schema: { hide: true, response: { 200: readinessSchema, 503: readinessSchema } } },
    async (request, reply) => {
      try {
        await deps.database.ping();
        return { status: 'ready' as const, database: deps.database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'database is not reachable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.status(503).send({ status: 'unavailable', database: deps.database.kind });
      }
    },
  );
}

export function systemApiRoutes(app: FastifyInstance, deps: { config: Config }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/system/environment',
    {
      config: { access: 'public' },
      schema: {
        summary: 'What the browser needs to know about this deployment',
        tags: ['system'],
        response: { 200: environmentSchema },
      },
    },
    async () => clientEnvironment(deps.config),
  );

  typed.get(
    '/system/enumerations',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Value lists of the pickers and grid filters, labelled in the asked language',
        description:
          'One `name`, or several as `name[]=…&name[]=…` (or `name[0]`, `name[1]`). `locale` (en or uk) picks the ' +
          'labels; without it, the Accept-Language header does. Answers carry an ETag per names and language.',
        tags: ['system'],
        querystring: enumerationsQuerySchema.partial().passthrough(),
        response: { 200: enumerationsAnswerSchema, 304: z.null(), 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const raw = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const { body, etag } = enumerations(enumerationsRequestOf(raw, request.headers['accept-language']));
      reply.header('etag', etag);
      reply.header('cache-control', 'public, max-age=3600');
      reply.header('vary', 'Accept-Language');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return body;
    },
  );
}
