import {
  apiErrorSchema,
  archiveOrganizationBodySchema,
  createOrganizationAnswerSchema,
  idParamsSchema,
  twoFactorPolicyBodySchema,
  updateOrganizationBodySchema,
} from '@paygrid/contracts';
import { requiresTwoFactor } from '@paygrid/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { Problem, problemItem } from '../../http/problem';
import { dashboardHostOf } from '../../http/public-origin';
import { identityOf, organizationOf } from '../../http/route-access';
import type { AuditLog } from '../audit/audit-log';
import { hasSecondFactor } from '../users/service';
import { membershipIn, organizationResource } from './service';
import {
  archiveOrganization,
  restoreOrganization,
  setTwoFactorPolicy,
  updateOrganizationSettings,
} from './settings';

const tags = ['organizations'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/** Issue 18: what an owner and admin change about their organisation, its 2FA policy, archive and restore. */
export function organizationSettingsRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; audit: AuditLog },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const dashboardHost = dashboardHostOf(config);
  const answer = (request: FastifyRequest, organization: Parameters<typeof organizationResource>[0]) => ({
    data: organizationResource(
      organization,
      dashboardHost,
      identityOf(request).session.currentOrganizationId,
    ),
  });

  typed.patch(
    '/organization',
    {
      config: { access: { organization: 'manage-settings' } },
      schema: {
        tags,
        summary: 'Change the current organisation’s name, country, base currency or time zone',
        body: updateOrganizationBodySchema,
        response: { 200: createOrganizationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const current = organizationOf(request);
      const { name, country, base_currency, time_zone } = request.body.data.attributes;
      const organization = await updateOrganizationSettings(
        db,
        current.organization.id,
        { name, country, baseCurrency: base_currency, timeZone: time_zone },
        deps.audit.trailOf(request),
      );
      return answer(request, { organization, membership: current.membership });
    },
  );

  typed.put(
    '/organization/two-factor-policy',
    {
      config: { access: { organization: 'set-two-factor-policy' } },
      schema: {
        tags,
        summary: 'Require two-factor sign-in of owners and admins, of everyone, or of nobody',
        body: twoFactorPolicyBodySchema,
        response: { 200: createOrganizationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const current = organizationOf(request);
      const policy = request.body.data.attributes.two_factor_policy;
      // The owner would lock themselves out: they set up their own second factor first.
      if (requiresTwoFactor(policy, current.membership.role) && !hasSecondFactor(current.auth.user)) {
        const title = 'Set up two-factor authentication for yourself first.';
        throw new Problem(422, title, [
          {
            ...problemItem(422, 'two_factor_required', title),
            source: { pointer: '/data/attributes/two_factor_policy' },
          },
        ]);
      }
      const organization = await setTwoFactorPolicy(
        db,
        current.organization.id,
        policy,
        deps.audit.trailOf(request),
      );
      return answer(request, { organization, membership: current.membership });
    },
  );

  typed.post(
    '/organization/archive',
    {
      config: { access: { organization: 'archive-organization' } },
      schema: {
        tags,
        summary: 'Archive the current organisation after its alias is typed again; nothing is deleted',
        body: archiveOrganizationBodySchema,
        response: { 200: createOrganizationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const current = organizationOf(request);
      const organization = await archiveOrganization(
        db,
        current.organization,
        request.body.data.attributes.alias,
        deps.audit.trailOf(request),
      );
      return answer(request, { organization, membership: current.membership });
    },
  );

  typed.post(
    '/user/organizations/:id/restore',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Restore an archived organisation the caller owns (from the organisation list)',
        params: idParamsSchema,
        response: { 200: createOrganizationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = identityOf(request);
      await restoreOrganization(db, user.id, request.params.id, deps.audit.trailOf(request));
      const restored = await membershipIn(db, user.id, request.params.id);
      if (!restored) throw new Error('restored organisation vanished');
      return answer(request, restored);
    },
  );
}
