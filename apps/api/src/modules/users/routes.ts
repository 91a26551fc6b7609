import {
  apiErrorSchema,
  imageUploadBodySchema,
  securityLogSchema,
  updateUserBodySchema,
  userResourceSchema,
} from '@paygrid/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http/problem';
import { identityOf } from '../../http/route-access';
import { sendStoredImage, storedImageOf } from '../../images/stored-image';
import { IMAGE_UPLOAD_BODY_LIMIT, readUploadedImage } from '../../images/uploaded-image';
import { updateProfile } from './accounts';
import { avatarSeenBy, type FellowMemberLookup, removeAvatar, saveAvatar } from './avatar';
import { describeDevice } from './device';
import { securityLogOf } from './security-log';
import { userResource } from './service';

const tags = ['user'];
const avatarParamsSchema = z.object({ id: z.uuid(), version: z.string().regex(/^[\w-]{1,64}$/) });
const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

export function userRoutes(app: FastifyInstance, deps: { db: Db; fellowMembers: FellowMemberLookup }): void {
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
        summary: 'Save the name and preferences',
        body: updateUserBodySchema,
        response: { 200: userResourceSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = identityOf(request);
      const { first_name, last_name, settings } = request.body.data.attributes;
      const updated = await updateProfile(db, user, {
        ...(first_name === undefined ? {} : { firstName: first_name }),
        ...(last_name === undefined ? {} : { lastName: last_name }),
        ...(settings ? { preferences: settings.preferences } : {}),
      });
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

  typed.put(
    '/user/avatar',
    {
      config: { access: 'signed-in' },
      bodyLimit: IMAGE_UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save the avatar: a png or jpg of at most 1 MB, kept at most 512×512',
        body: imageUploadBodySchema,
        response: { 200: userResourceSchema, 413: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = identityOf(request);
      const uploaded = await readUploadedImage(request.body.data.attributes.image, '/data/attributes/image');
      return userResource(await saveAvatar(db, user.id, await storedImageOf(uploaded)));
    },
  );

  typed.delete(
    '/user/avatar',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Remove the avatar', response: { 200: userResourceSchema, ...errors } },
    },
    async (request) => userResource(await removeAvatar(db, identityOf(request).user.id)),
  );

  typed.get(
    '/users/:id/avatar/:version',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "A user's avatar at one version, with an ETag and a year of private caching",
        description:
          'The URL comes from `avatar_url` (GET /user, the members grid) and changes when the avatar does; ' +
          'an old version answers 404, and so does the avatar of anyone who shares no organisation with the caller.',
        params: avatarParamsSchema,
        response: { 200: z.any(), 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const stored = await avatarSeenBy(db, deps.fellowMembers, {
        viewerId: identityOf(request).user.id,
        userId: request.params.id,
        version: request.params.version,
      });
      if (!stored) throw notFound();
      return sendStoredImage(request, reply, stored);
    },
  );
}
