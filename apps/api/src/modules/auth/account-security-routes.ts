import {
  acknowledgementSchema,
  apiErrorSchema,
  enableTwoFactorAnswerSchema,
  enableTwoFactorBodySchema,
  idParamsSchema,
  recoveryCodesAnswerSchema,
  twoFactorProofBodySchema,
  twoFactorSecretSchema,
  userSessionListSchema,
} from '@paygrid/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { identityOf, originOf } from '../../http/route-access';
import { describeDevice } from '../users/device';
import type { ReauthenticationDeps } from './reauthentication';
import { endOtherSessions, endOwnSession } from './session-management';
import { listUserSessions } from './sessions';
import { disableTwoFactor, enableTwoFactor, replaceRecoveryCodes, startTwoFactorSetup } from './two-factor';

const tags = ['user'];
const errors = {
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

/** The signed-in user's second factor and sessions (under /user, owned by auth). */
export function accountSecurityRoutes(app: FastifyInstance, deps: ReauthenticationDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  typed.get(
    '/user/2fa/get-secret',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Start 2FA set-up: the pending secret (kept 15 minutes) and its otpauth URI',
        response: { 200: twoFactorSecretSchema, ...errors },
      },
    },
    async (request) => startTwoFactorSetup(deps, identityOf(request)),
  );

  typed.post(
    '/user/2fa/enable',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Turn 2FA on with the password and a current code',
        body: enableTwoFactorBodySchema,
        response: { 200: enableTwoFactorAnswerSchema, ...errors },
      },
    },
    async (request) => enableTwoFactor(deps, identityOf(request), request.body, originOf(request)),
  );

  typed.post(
    '/user/2fa/disable',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Turn 2FA off (the password and a current or recovery code)',
        body: twoFactorProofBodySchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      await disableTwoFactor(deps, identityOf(request), request.body, originOf(request));
      return { status: 'disabled' };
    },
  );

  typed.post(
    '/user/2fa/recovery-codes',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Replace the recovery codes (the password and a current or recovery code)',
        body: twoFactorProofBodySchema,
        response: { 200: recoveryCodesAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      backupCodes: await replaceRecoveryCodes(deps, identityOf(request), request.body, originOf(request)),
    }),
  );

  typed.get(
    '/user/sessions',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Where the user is signed in',
        response: { 200: userSessionListSchema, ...errors },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const rows = await listUserSessions(db, identity.user.id);
      return {
        data: rows.map((row) => ({
          id: row.id,
          current: row.id === identity.session.id,
          device: describeDevice(row.userAgent),
          ip: row.ip,
          created_at: row.createdAt.toISOString(),
          last_seen_at: row.lastSeenAt.toISOString(),
        })),
      };
    },
  );

  typed.delete(
    '/user/sessions/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'End one of the user’s sessions',
        params: idParamsSchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      await endOwnSession(db, identityOf(request), request.params.id, originOf(request));
      return { status: 'ended' };
    },
  );

  typed.delete(
    '/user/sessions',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'End every session but this one (the password, and a code where 2FA is on)',
        body: twoFactorProofBodySchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      await endOtherSessions(deps, identityOf(request), request.body, originOf(request));
      return { status: 'ended' };
    },
  );
}
