import {
  acknowledgementSchema,
  apiErrorSchema,
  enableTwoFactorAnswerSchema,
  enableTwoFactorBodySchema,
  recoveryCodesAnswerSchema,
  securityLogSchema,
  twoFactorProofBodySchema,
  twoFactorSecretSchema,
  updateUserBodySchema,
  userResourceSchema,
  userSessionListSchema,
} from '@paygrid/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http/problem';
import { originOf, signedIn } from '../auth/authenticate';
import type { PasswordHasher } from '../auth/password-hasher';
import { endSession, endUserSessions, listUserSessions } from '../auth/sessions';
import {
  disableTwoFactor,
  enableTwoFactor,
  replaceRecoveryCodes,
  startTwoFactorSetup,
} from '../auth/two-factor';
import { describeDevice } from './device';
import { recordSecurityEvent, securityLogOf } from './security-log';
import { updatePreferences, userResource } from './service';

const tags = ['user'];
const errors = {
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

export function userRoutes(app: FastifyInstance, deps: { db: Db; hasher: PasswordHasher }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  typed.get(
    '/user',
    { schema: { tags, summary: 'The signed-in user', response: { 200: userResourceSchema, ...errors } } },
    async (request) => userResource(signedIn(request).user),
  );

  typed.patch(
    '/user',
    {
      schema: {
        tags,
        summary: 'Save preferences',
        body: updateUserBodySchema,
        response: { 200: userResourceSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const updated = await updatePreferences(db, user, request.body.data.attributes.settings.preferences);
      return userResource(updated);
    },
  );

  typed.get(
    '/user/2fa/get-secret',
    {
      schema: {
        tags,
        summary: 'Start 2FA set-up: a new secret and its otpauth URI',
        response: { 200: twoFactorSecretSchema, ...errors },
      },
    },
    async (request) => startTwoFactorSetup(deps, signedIn(request)),
  );

  typed.post(
    '/user/2fa/enable',
    {
      schema: {
        tags,
        summary: 'Turn 2FA on with a current code',
        body: enableTwoFactorBodySchema,
        response: { 200: enableTwoFactorAnswerSchema, ...errors },
      },
    },
    async (request) => enableTwoFactor(deps, signedIn(request), request.body.code, originOf(request)),
  );

  typed.post(
    '/user/2fa/disable',
    {
      schema: {
        tags,
        summary: 'Turn 2FA off (password or code)',
        body: twoFactorProofBodySchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      await disableTwoFactor(deps, signedIn(request), request.body, originOf(request));
      return { status: 'disabled' };
    },
  );

  typed.post(
    '/user/2fa/recovery-codes',
    {
      schema: {
        tags,
        summary: 'Replace the recovery codes (password or code)',
        body: twoFactorProofBodySchema,
        response: { 200: recoveryCodesAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      backupCodes: await replaceRecoveryCodes(deps, signedIn(request), request.body, originOf(request)),
    }),
  );

  typed.get(
    '/user/sessions',
    {
      schema: {
        tags,
        summary: 'Where the user is signed in',
        response: { 200: userSessionListSchema, ...errors },
      },
    },
    async (request) => {
      const auth = signedIn(request);
      const rows = await listUserSessions(db, auth.user.id);
      return {
        data: rows.map((row) => ({
          id: row.id,
          current: row.id === auth.session.id,
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
      schema: {
        tags,
        summary: 'End one of the user’s sessions',
        params: z.object({ id: z.uuid() }),
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      const auth = signedIn(request);
      const own = (await listUserSessions(db, auth.user.id)).find((row) => row.id === request.params.id);
      if (!own) throw notFound();
      await endSession(db, own.id);
      await recordSecurityEvent(db, auth.user.id, 'session-ended', originOf(request), { session: own.id });
      return { status: 'ended' };
    },
  );

  typed.delete(
    '/user/sessions',
    {
      schema: {
        tags,
        summary: 'End every session but this one',
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      const auth = signedIn(request);
      const count = await endUserSessions(db, auth.user.id, auth.session.id);
      await recordSecurityEvent(db, auth.user.id, 'session-ended', originOf(request), { others: count });
      return { status: 'ended' };
    },
  );

  typed.get(
    '/user/security-log',
    {
      schema: {
        tags,
        summary: 'The latest 100 security events of the user',
        response: { 200: securityLogSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
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
