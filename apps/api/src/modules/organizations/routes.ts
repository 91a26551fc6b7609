import {
  acknowledgementSchema,
  apiErrorSchema,
  changeMemberRoleAnswerSchema,
  changeMemberRoleBodySchema,
  createOrganizationAnswerSchema,
  createOrganizationBodySchema,
  currentOrganizationSchema,
  idParamsSchema,
  invitationByTokenSchema,
  invitationListSchema,
  inviteMemberBodySchema,
  memberListSchema,
  organizationInvitationAnswerSchema,
  organizationInvitationListSchema,
  organizationListSchema,
  switchOrganizationAnswerSchema,
  switchOrganizationBodySchema,
  transferOwnershipBodySchema,
  validateOrganizationAnswerSchema,
  validateOrganizationQuerySchema,
} from '@paygrid/contracts';
import { organizationDashboardUrl } from '@paygrid/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { HitCounter } from '../../hit-counters/hit-counter';
import { dashboardHostOf, publicOrigin } from '../../http/public-origin';
import { identityOf, organizationOf } from '../../http/route-access';
import type { Mailer } from '../../mail/mailer';
import type { AuditLog } from '../audit/audit-log';
import {
  INVITATIONS_PER_ADDRESS_DAY,
  INVITATIONS_PER_INVITER_DAY,
  INVITATIONS_PER_INVITER_HOUR,
  INVITATIONS_PER_ORGANIZATION_HOUR,
} from './invitation-limits';
import {
  invitationByToken,
  invitationResource,
  invitationsOfOrganization,
  inviteMember,
  organizationInvitationResource,
  pendingInvitationsFor,
  resendInvitation,
  respondToInvitation,
  revokeInvitation,
} from './invitations';
import {
  changeMemberRole,
  leaveOrganization,
  memberResource,
  membersOf,
  removeMember,
  transferOwnership,
} from './members';
import { ORGANIZATIONS_PER_ACCOUNT_DAY, ORGANIZATIONS_PER_ACCOUNT_TOTAL } from './organization-limits';
import {
  createOrganization,
  organizationResource,
  organizationsOfUser,
  switchOrganization,
  validateOrganizationFields,
} from './service';

const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
/** Calls a limit guards: 429 with Retry-After beyond it (ADR 0096). */
const limitedErrors = { ...errors, 429: apiErrorSchema };

type Deps = { db: Db; config: Config; mailer: Mailer; hits: HitCounter; audit: AuditLog };

export function organizationRoutes(app: FastifyInstance, deps: Deps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const dashboardHost = dashboardHostOf(config);
  const links = publicOrigin(config);

  typed.get(
    '/user/organizations',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['organizations'],
        summary: 'The organisations the user belongs to',
        response: { 200: organizationListSchema, ...errors },
      },
    },
    async (request) => {
      const auth = identityOf(request);
      const rows = await organizationsOfUser(db, auth.user.id);
      return {
        data: rows.map((row) => organizationResource(row, dashboardHost, auth.session.currentOrganizationId)),
      };
    },
  );

  typed.get(
    '/user/organizations/invites',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['organizations'],
        summary: 'Open invitations addressed to the user',
        response: { 200: invitationListSchema, ...errors },
      },
    },
    async (request) => {
      const auth = identityOf(request);
      return { data: (await pendingInvitationsFor(db, auth.user.email)).map(invitationResource) };
    },
  );

  typed.post(
    '/user/organizations/:id/switch',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['organizations'],
        summary: 'Make an organisation the session’s current one; answers its dashboard URL',
        params: idParamsSchema,
        body: switchOrganizationBodySchema,
        response: { 200: switchOrganizationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const auth = identityOf(request);
      const { organization } = await switchOrganization(
        db,
        { userId: auth.user.id, sessionId: auth.session.id },
        request.params.id,
        request.body.data.id,
      );
      return {
        data: {
          type: 'organization-switch' as const,
          attributes: {
            dashboard_url: organizationDashboardUrl({ ...dashboardHost, alias: organization.alias }),
          },
        },
      };
    },
  );

  typed.get(
    '/organization',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags: ['organizations'],
        summary: 'The current organisation',
        response: { 200: currentOrganizationSchema, ...errors },
      },
    },
    async (request) => {
      const current = organizationOf(request);
      return {
        data: organizationResource(current, dashboardHost, current.auth.session.currentOrganizationId),
        meta: { mode: current.mode },
      };
    },
  );

  typed.post(
    '/organization',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['organizations'],
        summary: 'Create an organisation with the caller as owner',
        description:
          `One account creates at most ${ORGANIZATIONS_PER_ACCOUNT_DAY} organisations a day (429 ` +
          '`organizations_per_day` with Retry-After beyond) and ' +
          `${ORGANIZATIONS_PER_ACCOUNT_TOTAL} in all, archived ones included (403 \`organizations_in_all\`).`,
        body: createOrganizationBodySchema,
        response: { 201: createOrganizationAnswerSchema, ...limitedErrors },
      },
    },
    async (request, reply) => {
      const auth = identityOf(request);
      const attributes = request.body.data.attributes;
      const created = await createOrganization(
        deps,
        { userId: auth.user.id, sessionId: auth.session.id },
        {
          name: attributes.name,
          alias: attributes.alias,
          country: attributes.country,
          baseCurrency: attributes.base_currency,
          timeZone: attributes.time_zone,
        },
      );
      return reply
        .status(201)
        .send({ data: organizationResource(created, dashboardHost, created.organization.id) });
    },
  );

  typed.post(
    '/organization/validate',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['organizations'],
        summary: 'Check a name and alias as the user types',
        querystring: validateOrganizationQuerySchema,
        response: { 200: validateOrganizationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const found = await validateOrganizationFields(db, request.query);
      return { valid: found.length === 0, errors: found };
    },
  );

  typed.patch(
    '/member-invites/:id/accept',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['invitations'],
        summary: 'Accept an invitation',
        params: idParamsSchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = identityOf(request);
      await respondToInvitation(db, user, request.params.id, 'accepted', deps.audit.trailOf(request));
      return { status: 'accepted' };
    },
  );

  typed.patch(
    '/member-invites/:id/decline',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['invitations'],
        summary: 'Decline an invitation',
        params: idParamsSchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = identityOf(request);
      await respondToInvitation(db, user, request.params.id, 'declined', deps.audit.trailOf(request));
      return { status: 'declined' };
    },
  );

  typed.get(
    '/member-invites/token/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['invitations'],
        summary: 'What the /join/{token} page shows a visitor',
        params: z.object({ token: z.string().min(16).max(128) }),
        response: { 200: invitationByTokenSchema, ...errors },
      },
    },
    async (request) => invitationByToken(db, request.params.token),
  );

  typed.get(
    '/organization/members',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags: ['members'],
        summary: 'Members of the current organisation',
        response: { 200: memberListSchema, ...errors },
      },
    },
    async (request) => {
      const current = organizationOf(request);
      return { data: (await membersOf(db, current)).map((row) => memberResource(row, current.auth.user.id)) };
    },
  );

  typed.patch(
    '/organization/members/:id',
    {
      config: { access: { organization: 'manage-members' } },
      schema: {
        tags: ['members'],
        summary: 'Change a member’s role',
        params: idParamsSchema,
        body: changeMemberRoleBodySchema,
        response: { 200: changeMemberRoleAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const current = organizationOf(request);
      const row = await changeMemberRole(
        db,
        current,
        request.params.id,
        request.body.role,
        deps.audit.trailOf(request),
      );
      return { data: memberResource(row, current.auth.user.id) };
    },
  );

  typed.delete(
    '/organization/members/:id',
    {
      config: { access: { organization: 'manage-members' } },
      schema: {
        tags: ['members'],
        summary: 'Remove a member',
        params: idParamsSchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      const current = organizationOf(request);
      await removeMember(db, current, request.params.id, deps.audit.trailOf(request));
      return { status: 'removed' };
    },
  );

  typed.post(
    '/organization/leave',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags: ['members'],
        summary: 'Leave the current organisation',
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      await leaveOrganization(db, organizationOf(request), deps.audit.trailOf(request));
      return { status: 'left' };
    },
  );

  typed.post(
    '/organization/owner-transfer',
    {
      config: { access: { organization: 'transfer-ownership' } },
      schema: {
        tags: ['members'],
        summary: 'Hand ownership to another member',
        body: transferOwnershipBodySchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      const current = organizationOf(request);
      await transferOwnership(db, current, request.body.member_id, deps.audit.trailOf(request));
      return { status: 'transferred' };
    },
  );

  typed.get(
    '/organization/invites',
    {
      config: { access: { organization: 'manage-invitations' } },
      schema: {
        tags: ['invitations'],
        summary: 'Invitations of the current organisation',
        response: { 200: organizationInvitationListSchema, ...errors },
      },
    },
    async (request) => {
      const current = organizationOf(request);
      return { data: (await invitationsOfOrganization(db, current)).map(organizationInvitationResource) };
    },
  );

  typed.post(
    '/organization/invites',
    {
      config: { access: { organization: 'manage-invitations' } },
      schema: {
        tags: ['invitations'],
        summary: 'Invite someone by e-mail with a role',
        description:
          `At most ${INVITATIONS_PER_ORGANIZATION_HOUR} an hour per organisation, ${INVITATIONS_PER_ADDRESS_DAY} a ` +
          `day per address, and ${INVITATIONS_PER_INVITER_HOUR} an hour and ${INVITATIONS_PER_INVITER_DAY} a day ` +
          'per inviter from all their organisations (429 with Retry-After beyond).',
        body: inviteMemberBodySchema,
        response: { 201: organizationInvitationAnswerSchema, ...limitedErrors },
      },
    },
    async (request, reply) => {
      const current = organizationOf(request);
      const row = await inviteMember(deps, current, request.body, links, deps.audit.trailOf(request));
      return reply.status(201).send({ data: organizationInvitationResource(row) });
    },
  );

  typed.post(
    '/organization/invites/:id/resend',
    {
      config: { access: { organization: 'manage-invitations' } },
      schema: {
        tags: ['invitations'],
        summary: 'Send an invitation again with a fresh link',
        params: idParamsSchema,
        response: { 200: organizationInvitationAnswerSchema, ...limitedErrors },
      },
    },
    async (request) => {
      const current = organizationOf(request);
      return {
        data: organizationInvitationResource(
          await resendInvitation(deps, current, request.params.id, links, deps.audit.trailOf(request)),
        ),
      };
    },
  );

  typed.delete(
    '/organization/invites/:id',
    {
      config: { access: { organization: 'manage-invitations' } },
      schema: {
        tags: ['invitations'],
        summary: 'Revoke an invitation',
        params: idParamsSchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      const current = organizationOf(request);
      await revokeInvitation(db, current, request.params.id, deps.audit.trailOf(request));
      return { status: 'revoked' };
    },
  );
}
