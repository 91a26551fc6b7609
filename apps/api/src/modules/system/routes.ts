import {
  apiErrorSchema,
  cropImageAnswerSchema,
  cropImageBodySchema,
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
import type { HitCounter } from '../../hit-counters/hit-counter';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/error-handler';
import { identityOf } from '../../http/route-access';
import { CROP_MAX_INPUT_PIXELS, CROPPED_IMAGE_MAX_SIDE } from '../../images/crop-image';
import { dataUrlOf, IMAGE_UPLOAD_BODY_LIMIT } from '../../images/uploaded-image';
import type { ReplicaWatch } from '../../replica/replica-watch';
import { inFlightGate } from '../../shared/in-flight-gate';
import { CROPS_AT_ONCE_PER_PROCESS, CROPS_PER_USER_10_MINUTES, cropBusy } from './crop-limits';
import { enumerations, enumerationsRequestOf } from './enumerations';
import { clientEnvironment, cropUploadedImage } from './service';

/** What /readyz says of the replica, when there is one: its state and its lag as last seen. */
function replicaReadiness(watch: ReplicaWatch | undefined) {
  if (!watch) return {};
  const lag = watch.lagSeconds();
  return { replica: watch.state(), ...(lag === undefined ? {} : { replica_lag_seconds: lag }) };
}

export function systemProbeRoutes(
  app: FastifyInstance,
  deps: { database: Database; replica?: ReplicaWatch | undefined },
): void {
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
        return { status: 'ready' as const, database: deps.database.kind, ...replicaReadiness(deps.replica) };
      } catch (error) {
        request.log.warn({ err: error }, 'database is not reachable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.status(503).send({ status: 'unavailable', database: deps.database.kind });
      }
    },
  );
}

export function systemApiRoutes(app: FastifyInstance, deps: { config: Config; hits: HitCounter }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const crops = { hits: deps.hits, crops: inFlightGate(CROPS_AT_ONCE_PER_PROCESS, cropBusy) };
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

  typed.post(
    '/system/crop-image',
    {
      config: { access: 'signed-in' },
      bodyLimit: IMAGE_UPLOAD_BODY_LIMIT,
      schema: {
        summary: 'Cut a png or jpg of at most 1 MB to the area the cropper chose, turned by its rotation',
        description:
          'The area is in pixels of the turned image (react-easy-crop). The answer is the cut image as a data ' +
          `URL of the same type, at most ${CROPPED_IMAGE_MAX_SIDE}×${CROPPED_IMAGE_MAX_SIDE}. A gif or a renamed ` +
          `file answers 422, and so does an image of more than ${CROP_MAX_INPUT_PIXELS / 1_000_000} megapixels ` +
          '(`validation__image_too_large`). A person crops at most ' +
          `${CROPS_PER_USER_10_MINUTES} images in 10 minutes (429 \`too_many_crops\`), and a server at most ` +
          `${CROPS_AT_ONCE_PER_PROCESS} at once (429 \`crop_busy\`); both with Retry-After.`,
        tags: ['system'],
        body: cropImageBodySchema,
        response: {
          200: cropImageAnswerSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const attributes = request.body.data.attributes;
      const cut = await cropUploadedImage(crops, identityOf(request).user.id, {
        image: attributes.image,
        area: {
          startX: attributes.start_x,
          startY: attributes.start_y,
          width: attributes.width,
          height: attributes.height,
          rotation: attributes.rotation_degrees,
        },
      });
      return { data: { image: dataUrlOf(cut.bytes, cut.format) } };
    },
  );
}
