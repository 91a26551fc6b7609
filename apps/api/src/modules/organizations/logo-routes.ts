import { apiErrorSchema, createOrganizationAnswerSchema, imageUploadBodySchema } from '@paygrid/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../http/problem';
import { dashboardHostOf } from '../../http/public-origin';
import { identityOf, organizationOf } from '../../http/route-access';
import { sendStoredImage, storedImageOf } from '../../images/stored-image';
import { IMAGE_UPLOAD_BODY_LIMIT, readUploadedImage } from '../../images/uploaded-image';
import type { AuditLog } from '../audit/audit-log';
import { logoOf, removeLogo, saveLogo } from './logo';
import { type OrganizationRow, organizationResource } from './service';

const tags = ['organizations'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const logoParamsSchema = z.object({ id: z.uuid(), version: z.string().regex(/^[\w-]{1,64}$/) });

/** Issue 18: the organisation's logo, cut in the same cropper and kept like the avatar (ADR 0060). */
export function organizationLogoRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; audit: AuditLog },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const answer = (request: FastifyRequest, organization: OrganizationRow) => {
    const current = organizationOf(request);
    return {
      data: organizationResource(
        { organization, membership: current.membership },
        dashboardHostOf(config),
        current.auth.session.currentOrganizationId,
      ),
    };
  };

  typed.put(
    '/organization/logo',
    {
      config: { access: { organization: 'manage-settings' } },
      bodyLimit: IMAGE_UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save the current organisation’s logo: a png or jpg of at most 1 MB, kept at most 512×512',
        body: imageUploadBodySchema,
        response: { 200: createOrganizationAnswerSchema, 413: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const uploaded = await readUploadedImage(request.body.data.attributes.image, '/data/attributes/image');
      const organization = await saveLogo(
        db,
        organizationOf(request).organization.id,
        await storedImageOf(uploaded),
        deps.audit.trailOf(request),
      );
      return answer(request, organization);
    },
  );

  typed.delete(
    '/organization/logo',
    {
      config: { access: { organization: 'manage-settings' } },
      schema: {
        tags,
        summary: 'Remove the current organisation’s logo',
        response: { 200: createOrganizationAnswerSchema, ...errors },
      },
    },
    async (request) =>
      answer(
        request,
        await removeLogo(db, organizationOf(request).organization.id, deps.audit.trailOf(request)),
      ),
  );

  typed.get(
    '/organizations/:id/logo/:version',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "An organisation's logo at one version, for its members, with an ETag and a year of caching",
        description:
          'The URL comes from `logo_url` (the organisation, the organisation list) and changes when the logo ' +
          'does; an old version, or an organisation the reader is not a member of, answers 404.',
        params: logoParamsSchema,
        response: { 200: z.any(), 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const stored = await logoOf(db, {
        userId: identityOf(request).user.id,
        organizationId: request.params.id,
        version: request.params.version,
      });
      if (!stored) throw notFound();
      return sendStoredImage(request, reply, stored);
    },
  );
}
