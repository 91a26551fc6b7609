import { environmentSchema, healthSchema, readinessSchema } from '@paygrid/contracts';

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/error-handler';
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
}
