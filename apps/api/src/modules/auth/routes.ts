import {
  acknowledgementSchema,
  apiErrorSchema,
  changePasswordBodySchema,
  checkLoginAnswerSchema,
  checkLoginBodySchema,
  registrationBodySchema,
  registrationConfirmationBodySchema,
  registrationResendBodySchema,
  resetPasswordBodySchema,
  resetTokenQuerySchema,
  resetTokenValidAnswerSchema,
  resettingBodySchema,
  secondFactorBodySchema,
  secondFactorRequiredSchema,
} from '@paygrid/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/problem';
import { recordSecurityEvent } from '../users/security-log';
import { awaitingSecondFactor, originOf, signedIn } from './authenticate';
import {
  type AuthDeps,
  changePassword,
  checkLogin,
  checkSecondFactor,
  confirmRegistration,
  register,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  validateResetToken,
} from './service';
import { clearSessionCookies, setSessionCookies } from './session-cookies';
import { endSession } from './sessions';

const tags = ['auth'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

/** Mailed links point at the entrance host over the scheme the request used. */
const linkBase = (request: FastifyRequest, appHost: string) => `${request.protocol}://${appHost}`;

export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { config } = deps;

  typed.post(
    '/registration',
    {
      schema: {
        tags,
        summary: 'Register; mails a confirmation link (202), or registers the invited e-mail at once (201)',
        body: registrationBodySchema,
        response: { 201: acknowledgementSchema, 202: acknowledgementSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const status = await register(
        deps,
        {
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          password: body.password,
          locale: body.locale,
          inviteToken: body.invite_token,
        },
        linkBase(request, config.APP_HOST),
        originOf(request),
      );
      return reply.status(status === 'registered' ? 201 : 202).send({ status });
    },
  );

  typed.post(
    '/registration/confirmation',
    {
      schema: {
        tags,
        summary: 'Confirm a registration from the mailed token',
        body: registrationConfirmationBodySchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      await confirmRegistration(deps, request.body.token, originOf(request));
      return { status: 'confirmed' };
    },
  );

  typed.post(
    '/registration/confirmation/resend',
    {
      schema: {
        tags,
        summary: 'Mail a fresh confirmation link',
        body: registrationResendBodySchema,
        response: { 202: acknowledgementSchema, ...errors },
      },
    },
    async (request, reply) => {
      await resendConfirmation(
        deps,
        request.body.email,
        linkBase(request, config.APP_HOST),
        originOf(request),
      );
      return reply.status(202).send({ status: 'confirmation-sent' });
    },
  );

  typed.post(
    '/check-login',
    {
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        description:
          'With 2FA on, answers 401 with `2fa: true` and a half-open session that POST /2fa-check completes.',
        body: checkLoginBodySchema,
        response: {
          200: checkLoginAnswerSchema,
          ...errors,
          401: secondFactorRequiredSchema.or(apiErrorSchema),
        },
      },
    },
    async (request, reply) => {
      const result = await checkLogin(deps, request.body, originOf(request));
      setSessionCookies(request, reply, config, result.token);
      if (result.secondFactorRequired) {
        return reply.status(401).send({
          message: 'Two-factor authentication required.',
          errors: [{ status: '401', code: '2fa_required', title: 'Two-factor authentication required' }],
          success: false,
          '2fa': true,
        });
      }
      return { success: true as const };
    },
  );

  typed.post(
    '/2fa-check',
    {
      schema: {
        tags,
        summary: 'Finish a sign-in with a TOTP or recovery code',
        body: secondFactorBodySchema,
        response: { 200: checkLoginAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const pending = awaitingSecondFactor(request);
      const token = await checkSecondFactor(deps, pending, request.body.code, originOf(request));
      setSessionCookies(request, reply, config, token);
      return { success: true as const };
    },
  );

  typed.get(
    '/logout',
    {
      schema: {
        tags,
        summary: 'End this session',
        description:
          'A GET (SPEC §7) that changes state, so it needs the X-Requested-With marker like a POST.',
        response: { 200: acknowledgementSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // A link on another site could otherwise sign people out: top-level navigations carry Lax cookies.
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
        throw forbidden(
          'The request lacks the X-Requested-With: XMLHttpRequest header.',
          'csrf_marker_missing',
        );
      }
      if (request.auth) {
        await endSession(deps.db, request.auth.session.id);
        await recordSecurityEvent(deps.db, request.auth.user.id, 'signed-out', originOf(request));
      }
      clearSessionCookies(request, reply, config);
      return { status: 'logged-out' };
    },
  );

  typed.post(
    '/resetting',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link',
        body: resettingBodySchema,
        response: { 202: acknowledgementSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(
        deps,
        request.body.email,
        linkBase(request, config.APP_HOST),
        originOf(request),
      );
      return reply.status(202).send({ status: 'reset-link-sent' });
    },
  );

  typed.post(
    '/resetting/password/validate',
    {
      schema: {
        tags,
        summary: 'Check a reset token before showing the form',
        querystring: resetTokenQuerySchema,
        response: { 200: resetTokenValidAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { email } = await validateResetToken(deps, request.query.token);
      return { valid: true as const, email };
    },
  );

  typed.post(
    '/resetting/password',
    {
      schema: {
        tags,
        summary: 'Set a new password from a reset token; ends every session',
        body: resetPasswordBodySchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body, originOf(request));
      clearSessionCookies(request, reply, config);
      return { status: 'password-reset' };
    },
  );

  typed.post(
    '/password/change',
    {
      schema: {
        tags,
        summary: 'Change the password; other sessions end',
        body: changePasswordBodySchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      const auth = signedIn(request);
      await changePassword(
        deps,
        auth,
        { currentPassword: request.body.current_password, newPassword: request.body.new_password },
        originOf(request),
      );
      return { status: 'password-changed' };
    },
  );
}
