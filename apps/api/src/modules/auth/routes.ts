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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../http/public-origin';
import { identityOf, originOf, pendingIdentityOf } from '../../http/route-access';
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
  signOut,
  validateResetToken,
} from './service';
import { browserAtSignIn, clearSessionCookies, setSessionCookies, setSignInCookies } from './session-cookies';

const tags = ['auth'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { config } = deps;

  typed.post(
    '/registration',
    {
      config: { access: 'public' },
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
        publicOrigin(config),
        originOf(request),
      );
      return reply.status(status === 'registered' ? 201 : 202).send({ status });
    },
  );

  typed.post(
    '/registration/confirmation',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Confirm a registration from the mailed token and that registration’s password',
        body: registrationConfirmationBodySchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      await confirmRegistration(deps, request.body, originOf(request));
      return { status: 'confirmed' };
    },
  );

  typed.post(
    '/registration/confirmation/resend',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mail a fresh confirmation link',
        body: registrationResendBodySchema,
        response: { 202: acknowledgementSchema, ...errors },
      },
    },
    async (request, reply) => {
      await resendConfirmation(deps, request.body.email, publicOrigin(config), originOf(request));
      return reply.status(202).send({ status: 'confirmation-sent' });
    },
  );

  typed.post(
    '/check-login',
    {
      config: { access: 'public' },
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
      const result = await checkLogin(
        deps,
        {
          ...request.body,
          ...browserAtSignIn(request, config),
        },
        originOf(request),
      );
      setSignInCookies(request, reply, config, result);
      if (result.secondFactorRequired) {
        return reply.status(401).send({
          message: 'Two-factor authentication required.',
          errors: [{ status: '401', code: '2fa_required', title: 'Two-factor authentication required' }],
          success: false,
          '2fa': true,
          second_factors: result.secondFactors,
        });
      }
      return { success: true as const };
    },
  );

  typed.post(
    '/2fa-check',
    {
      config: { access: 'second-factor' },
      schema: {
        tags,
        summary: 'Finish a sign-in with a TOTP or recovery code',
        body: secondFactorBodySchema,
        response: { 200: checkLoginAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const pending = pendingIdentityOf(request);
      const token = await checkSecondFactor(deps, pending, request.body.code, originOf(request));
      setSessionCookies(request, reply, config, token);
      return { success: true as const };
    },
  );

  typed.get(
    '/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'End this session',
        description:
          'A GET (SPEC §7) that changes state, so it needs the X-Requested-With marker like a POST.',
        response: { 200: acknowledgementSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await signOut(deps.db, request.identity, originOf(request));
      clearSessionCookies(request, reply, config);
      return { status: 'logged-out' };
    },
  );

  typed.post(
    '/resetting',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mail a password reset link',
        body: resettingBodySchema,
        response: { 202: acknowledgementSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, publicOrigin(config), originOf(request));
      return reply.status(202).send({ status: 'reset-link-sent' });
    },
  );

  typed.post(
    '/resetting/password/validate',
    {
      config: { access: 'public' },
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
      config: { access: 'public' },
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
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Change the password; other sessions end',
        body: changePasswordBodySchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = identityOf(request);
      const token = await changePassword(
        deps,
        auth,
        { currentPassword: request.body.current_password, newPassword: request.body.new_password },
        originOf(request),
      );
      setSessionCookies(request, reply, config, token);
      return { status: 'password-changed' };
    },
  );
}
