import {
  apiErrorSchema,
  securityLogSchema,
  updateUserBodySchema,
  userResourceSchema,
} from '@paygrid/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { identityOf } from '../../http/route-access';
import { updatePreferences } from './accounts';
import { describeDevice } from './device';
import { securityLogOf } from './security-log';
import { userResource } from './service';

const tags = ['user'];
const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

export function userRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  typed.get(
    '/user',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The signed-in user', response: { 200: userResourceSchema, ...errors } },
    },
    async (request) => userResource(identityOf(request).user),
  );

  typed.patch(
    '/user',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Save preferences',
        body: updateUserBodySchema,
        response: { 200: userResourceSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = identityOf(request);
      const updated = await updatePreferences(db, user, request.body.data.attributes.settings.preferences);
      return userResource(updated);
    },
  );

  typed.get(
    '/user/security-log',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The latest 100 security events of the user',
        response: { 200: securityLogSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = identityOf(request);
      const events = await securityLogOf(db, user.id);
      return {
        data: events.map((event) => ({
          id: event.id,
          kind: event.kind,
          ip: event.ip,
          device: describeDevice(event.userAgent),
          created_at: event.createdAt.toISOString(),
        })),
      };
    },
  );
}
