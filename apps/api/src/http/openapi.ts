import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** @internal Exported for tests only. */
export const OPENAPI_PATH = '/api/v1/openapi.json';

/** The route schemas are the document: OpenAPI 3.1 at /api/v1/openapi.json and a reference page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Paygrid facade API',
        version: '1',
        description:
          'The API of the Paygrid console. Every failure answers `{ message, errors[] }`. State-changing console calls need the `X-Requested-With: XMLHttpRequest` header. The platform API (paths under `/api/platform/v1`) takes an API key as `Authorization: Bearer` instead, and no cookie.',
      },
      // Paths are whole (/api/v1/… for the console, /api/platform/v1/… for the platform API): one server, its root.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          // The platform API (tag `platform`, under /api/platform/v1): an organisation's API key (issue 36).
          apiKey: { type: 'http', scheme: 'bearer', description: 'An API key: `pg_live_…` or `pg_test_…`.' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The reference page sets element styles at run time; its scripts stay hash-pinned.
    transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
