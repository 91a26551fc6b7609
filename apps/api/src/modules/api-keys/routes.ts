import {
  apiErrorSchema,
  apiKeyAnswerSchema,
  apiKeyListSchema,
  apiKeyWithSecretSchema,
  createApiKeyBodySchema,
  idParamsSchema,
  revokeApiKeyBodySchema,
  rollApiKeyBodySchema,
  updateApiKeyBodySchema,
} from '@paygrid/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/route-access';
import type { AuditLog } from '../audit/audit-log';
import {
  askerOf,
  type Reauthentication,
  type ReauthenticationDeps,
  reauthenticate,
} from '../auth/reauthentication';
import { createApiKey, listApiKeys, requireApiKey, revokeApiKey, rollApiKey, updateApiKey } from './service';

const tags = ['api-keys'];
const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
const access = { organization: 'manage-api-keys' } as const;
const PROOF = 'Needs the password, and where 2FA is on a current code or an unused recovery code.';

/** The Developers page's API (issue 36): an organisation's API keys, for owners and admins. */
export function apiKeyRoutes(app: FastifyInstance, deps: ReauthenticationDeps & { audit: AuditLog }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const scopeOf = (request: FastifyRequest) => ({ organizationId: organizationOf(request).organization.id });
  /** The person proves it is them before any change to what can reach the organisation's money. */
  const proven = async (request: FastifyRequest, proof: Reauthentication) => {
    const user = await reauthenticate(deps, askerOf(request), proof);
    return { trail: deps.audit.trailOf(request), ring: deps.secrets, userId: user.id };
  };

  typed.get(
    '/organization/api-keys',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The organisation’s API keys, newest first (revoked ones too); never a secret',
        response: { 200: apiKeyListSchema, ...errors },
      },
    },
    async (request) => ({ data: await listApiKeys(db, scopeOf(request)) }),
  );

  typed.post(
    '/organization/api-keys',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Create an API key; the answer carries its secret this once',
        description: PROOF,
        body: createApiKeyBodySchema,
        response: { 201: apiKeyWithSecretSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { password, code, ...input } = request.body;
      const change = await proven(request, { password, code });
      const { key, secret } = await createApiKey(db, scopeOf(request), input, change);
      return reply.code(201).send({ data: key, meta: { secret } });
    },
  );

  typed.patch(
    '/organization/api-keys/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change a key’s name, permissions, allowed addresses or expiry',
        description: PROOF,
        params: idParamsSchema,
        body: updateApiKeyBodySchema,
        response: { 200: apiKeyAnswerSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { password, code, ...input } = request.body;
      await requireApiKey(db, scopeOf(request), request.params.id);
      const change = await proven(request, { password, code });
      return { data: await updateApiKey(db, scopeOf(request), request.params.id, input, change) };
    },
  );

  typed.post(
    '/organization/api-keys/:id/roll',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Give a key a new secret; the old one works for the grace chosen (0 to 24 hours)',
        description: PROOF,
        params: idParamsSchema,
        body: rollApiKeyBodySchema,
        response: { 200: apiKeyWithSecretSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { password, code, grace_hours } = request.body;
      await requireApiKey(db, scopeOf(request), request.params.id);
      const change = await proven(request, { password, code });
      const { key, secret } = await rollApiKey(db, scopeOf(request), request.params.id, grace_hours, change);
      return { data: key, meta: { secret } };
    },
  );

  typed.post(
    '/organization/api-keys/:id/revoke',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Revoke a key: it and any rolled secret stop at once, for good',
        description: PROOF,
        params: idParamsSchema,
        body: revokeApiKeyBodySchema,
        response: { 200: apiKeyAnswerSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await requireApiKey(db, scopeOf(request), request.params.id);
      const change = await proven(request, request.body);
      return { data: await revokeApiKey(db, scopeOf(request), request.params.id, change) };
    },
  );
}
