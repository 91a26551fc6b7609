import {
  acknowledgementSchema,
  apiErrorSchema,
  createWebhookEndpointBodySchema,
  GRID_QUERY_DESCRIPTION,
  idParamsSchema,
  resendFailedWebhooksAnswerSchema,
  resendFailedWebhooksBodySchema,
  rotateWebhookSecretBodySchema,
  updateWebhookEndpointBodySchema,
  webhookDeliveryAnswerSchema,
  webhookDeliveryListSchema,
  webhookDeliveryRowAnswerSchema,
  webhookEndpointAnswerSchema,
  webhookEndpointListSchema,
  webhookEndpointWithSecretSchema,
} from '@paygrid/contracts';
import type { PlatformEventType } from '@paygrid/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type GridRouteDeps,
  gridReadErrors,
  organizationGridRoutes,
} from '../../grid-routes/organization-grid-routes';
import { organizationOf } from '../../http/route-access';
import type { AuditLog } from '../audit/audit-log';
import {
  askerOf,
  type Reauthentication,
  type ReauthenticationDeps,
  reauthenticate,
} from '../auth/reauthentication';
import { resendDelivery, resendFailedDeliveries, sendTestEvent, webhookDeliveryDetail } from './deliveries';
import { deliveryGridSql, inOrganizationDeliveries } from './delivery-grid';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  reachableUrl,
  requireWebhookEndpoint,
  rotateWebhookSecret,
  type TargetPolicy,
  updateWebhookEndpoint,
} from './endpoints';

const tags = ['webhooks'];
const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
const access = { organization: 'manage-webhooks' } as const;
const PROOF = 'Needs the password, and where 2FA is on a current code or an unused recovery code.';
const URL_RULE =
  'The URL must be https and every address its host resolves to public (422 webhook_url_refused), unless the server runs with WEBHOOKS_ALLOW_PRIVATE=true.';

export type WebhookRouteDeps = ReauthenticationDeps &
  GridRouteDeps & { audit: AuditLog; targets: TargetPolicy };

/** The Developers page's webhooks (issue 37): endpoints, their delivery log, resend and test; owners and admins. */
export function webhookRoutes(app: FastifyInstance, deps: WebhookRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const scopeOf = (request: FastifyRequest) => ({ organizationId: organizationOf(request).organization.id });
  const modeScopeOf = (request: FastifyRequest) => {
    const context = organizationOf(request);
    return { organizationId: context.organization.id, mode: context.mode };
  };
  /** Where payment data goes is as sensitive as a key: the person proves it is them before it changes. */
  const proven = async (request: FastifyRequest, proof: Reauthentication) => {
    const user = await reauthenticate(deps, askerOf(request), proof);
    return { trail: deps.audit.trailOf(request), ring: deps.secrets, userId: user.id };
  };

  typed.get(
    '/organization/webhook-endpoints',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The organisation’s webhook endpoints of both modes, newest first; never a whole secret',
        response: { 200: webhookEndpointListSchema, ...errors },
      },
    },
    async (request) => ({ data: await listWebhookEndpoints(db, scopeOf(request)) }),
  );

  typed.post(
    '/organization/webhook-endpoints',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Add a webhook endpoint; the answer carries its signing secret this once',
        description: `${PROOF} ${URL_RULE}`,
        body: createWebhookEndpointBodySchema,
        response: { 201: webhookEndpointWithSecretSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { password, code, ...input } = request.body;
      // Proven first: the target check resolves names, which is no one's to probe without the password.
      const change = await proven(request, { password, code });
      const url = await reachableUrl(input.url, deps.targets);
      const { endpoint, secret } = await createWebhookEndpoint(
        db,
        scopeOf(request),
        { ...input, url, event_types: input.event_types as PlatformEventType[] },
        change,
      );
      return reply.code(201).send({ data: endpoint, meta: { secret } });
    },
  );

  typed.patch(
    '/organization/webhook-endpoints/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change an endpoint’s URL, description, event types, or turn it on or off',
        description: `${PROOF} ${URL_RULE} Turned back on, an endpoint receives events from then on.`,
        params: idParamsSchema,
        body: updateWebhookEndpointBodySchema,
        response: { 200: webhookEndpointAnswerSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { password, code, ...input } = request.body;
      await requireWebhookEndpoint(db, scopeOf(request), request.params.id);
      const change = await proven(request, { password, code });
      const url = input.url === undefined ? undefined : await reachableUrl(input.url, deps.targets);
      const eventTypes = input.event_types as PlatformEventType[] | undefined;
      return {
        data: await updateWebhookEndpoint(
          db,
          scopeOf(request),
          request.params.id,
          { ...input, url, event_types: eventTypes },
          change,
        ),
      };
    },
  );

  typed.delete(
    '/organization/webhook-endpoints/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Delete an endpoint and its delivery log',
        params: idParamsSchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      await deleteWebhookEndpoint(db, scopeOf(request), request.params.id, deps.audit.trailOf(request));
      return { status: 'deleted' as const };
    },
  );

  typed.post(
    '/organization/webhook-endpoints/:id/rotate-secret',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Give an endpoint a new signing secret; the old one signs beside it for the overlap chosen (0–24 h)',
        description: PROOF,
        params: idParamsSchema,
        body: rotateWebhookSecretBodySchema,
        response: { 200: webhookEndpointWithSecretSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { password, code, overlap_hours } = request.body;
      await requireWebhookEndpoint(db, scopeOf(request), request.params.id);
      const change = await proven(request, { password, code });
      const { endpoint, secret } = await rotateWebhookSecret(
        db,
        scopeOf(request),
        request.params.id,
        overlap_hours,
        change,
      );
      return { data: endpoint, meta: { secret } };
    },
  );

  typed.post(
    '/organization/webhook-endpoints/:id/test',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Send a webhook.test message to this endpoint (one attempt, even while it is disabled)',
        params: idParamsSchema,
        response: { 202: webhookDeliveryRowAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await sendTestEvent(db, scopeOf(request), request.params.id, deps.audit.trailOf(request));
      return reply.code(202).send({ data: row });
    },
  );

  typed.post(
    '/organization/webhook-endpoints/:id/resend-failed',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Send every failed delivery of this endpoint created since a time again (one attempt each)',
        params: idParamsSchema,
        body: resendFailedWebhooksBodySchema,
        response: { 200: resendFailedWebhooksAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const resent = await resendFailedDeliveries(
        db,
        scopeOf(request),
        request.params.id,
        new Date(request.body.since),
        deps.audit.trailOf(request),
      );
      return { meta: { resent } };
    },
  );

  organizationGridRoutes(app, deps, {
    listPath: '/webhook-deliveries',
    exportPath: '/webhook-deliveries/export.csv',
    tags,
    list: {
      summary: 'The webhook delivery log of the current organisation and mode, newest first',
      description: `Test or live deliveries as the organisation’s testMode cookie says. ${GRID_QUERY_DESCRIPTION}`,
      response: webhookDeliveryListSchema,
    },
    export: {
      summary: 'The webhook delivery log as CSV',
      description: 'Every delivery the list request matches (at most two exports at once per person).',
    },
    gridSql: deliveryGridSql,
    scope: (request) => inOrganizationDeliveries(modeScopeOf(request)),
    access: 'manage-webhooks',
  });

  typed.get(
    '/webhook-deliveries/:id',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'One delivery: the message sent, and each attempt’s request headers and answer (its first KiB)',
        params: idParamsSchema,
        response: { 200: webhookDeliveryAnswerSchema, ...gridReadErrors },
      },
    },
    async (request) => webhookDeliveryDetail(db, modeScopeOf(request), request.params.id),
  );

  typed.post(
    '/webhook-deliveries/:id/resend',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Send one delivery again now (the same message and webhook-id)',
        params: idParamsSchema,
        response: { 202: webhookDeliveryRowAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await resendDelivery(
        db,
        modeScopeOf(request),
        request.params.id,
        deps.audit.trailOf(request),
      );
      return reply.code(202).send({ data: row });
    },
  );
}
