import {
  acknowledgementSchema,
  apiErrorSchema,
  checkLoginAnswerSchema,
  idParamsSchema,
  passkeyAddedSchema,
  passkeyAnswerSchema,
  passkeyAssertionBodySchema,
  passkeyListSchema,
  passkeyOptionsAnswerSchema,
  passkeyRegistrationBodySchema,
  passkeyRegistrationOptionsBodySchema,
  passkeyRenameBodySchema,
  twoFactorProofBodySchema,
} from '@paygrid/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { identityOf, originOf, pendingIdentityOf } from '../../http/route-access';
import { passkeysOf } from './passkey-assertion';
import {
  passkeySignInOptions,
  secondStepPasskeyOptions,
  secondStepWithPasskey,
  signInWithPasskey,
} from './passkey-sign-in';
import {
  addPasskey,
  type PasskeyDeps,
  passkeyProofOptions,
  passkeyRegistrationOptions,
  passkeyResource,
  removePasskey,
  renamePasskey,
} from './passkeys';
import { browserAtSignIn, setSessionCookies, setSignInCookies } from './session-cookies';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const NOTE =
  'Issue 39 (decision 0107): WebAuthn with the relying party APP_HOST’s host name; options and responses in SimpleWebAuthn’s JSON shapes.';

/** Passkeys: the person's own (under /user), signing in with one alone, and one as the second step. */
export function passkeyRoutes(app: FastifyInstance, deps: PasskeyDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { config } = deps;
  const user = ['user'];
  const auth = ['auth'];

  typed.get(
    '/user/passkeys',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: user,
        summary: 'The signed-in person’s passkeys',
        response: { 200: passkeyListSchema, ...errors },
      },
    },
    async (request) => ({
      data: (await passkeysOf(deps.db, identityOf(request).user.id)).map(passkeyResource),
    }),
  );

  typed.post(
    '/user/passkeys/options',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: user,
        summary: 'Start adding a passkey: the same proof as turning 2FA off, then the options to create one',
        description: `${NOTE} The challenge lives five minutes and serves this session once.`,
        body: passkeyRegistrationOptionsBodySchema,
        response: { 200: passkeyOptionsAnswerSchema, ...errors },
      },
    },
    async (request) => passkeyRegistrationOptions(deps, identityOf(request), request.body, originOf(request)),
  );

  typed.post(
    '/user/passkeys',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: user,
        summary: 'Add the passkey the browser created; other sessions end',
        description: `${NOTE} 422 passkey_invalid when the browser’s answer does not verify (challenge, origin, relying party, user verification); 409 passkey_exists. The account’s first second factor comes with recovery codes (backupCodes).`,
        body: passkeyRegistrationBodySchema,
        response: { 201: passkeyAddedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addPasskey(deps, identityOf(request), request.body, originOf(request))),
  );

  typed.post(
    '/user/passkeys/proof-options',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: user,
        summary: 'A challenge for one of the person’s passkeys, to prove a sensitive step is theirs',
        description: `${NOTE} The answer goes in the step’s body as \`passkey\`, beside the password; the challenge lives five minutes and serves this session once. 409 no_passkey when the person has none.`,
        response: { 200: passkeyOptionsAnswerSchema, ...errors },
      },
    },
    async (request) => passkeyProofOptions(deps, identityOf(request)),
  );

  typed.patch(
    '/user/passkeys/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: user,
        summary: 'Rename one of the person’s passkeys',
        params: idParamsSchema,
        body: passkeyRenameBodySchema,
        response: { 200: passkeyAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await renamePasskey(
        deps,
        identityOf(request),
        request.params.id,
        request.body.name,
        originOf(request),
      ),
    }),
  );

  typed.delete(
    '/user/passkeys/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: user,
        summary: 'Remove one of the person’s passkeys (the password, and a code where 2FA is on)',
        params: idParamsSchema,
        body: twoFactorProofBodySchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      await removePasskey(deps, identityOf(request), request.params.id, request.body, originOf(request));
      return { status: 'removed' };
    },
  );

  typed.post(
    '/passkey-sign-in/options',
    {
      config: { access: 'public' },
      schema: {
        tags: auth,
        summary: 'Start signing in with a passkey alone (discoverable, user verification required)',
        description: NOTE,
        response: { 200: passkeyOptionsAnswerSchema, ...errors },
      },
    },
    async (request) => passkeySignInOptions(deps, originOf(request)),
  );

  typed.post(
    '/passkey-sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags: auth,
        summary: 'Sign in with a passkey alone',
        description: `${NOTE} 401 passkey_not_recognised for an unknown passkey or an answer that does not verify (a replayed one, another origin or relying party, a signature counter gone back); throttled as password failures are.`,
        body: passkeyAssertionBodySchema,
        response: { 200: checkLoginAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await signInWithPasskey(
        deps,
        { response: request.body.response, ...browserAtSignIn(request, config) },
        originOf(request),
      );
      setSignInCookies(request, reply, config, result);
      return { success: true as const };
    },
  );

  typed.post(
    '/2fa-check/passkey/options',
    {
      config: { access: 'second-factor' },
      schema: {
        tags: auth,
        summary: 'Start the second step with one of the account’s passkeys',
        description: `${NOTE} 409 no_passkey when the account has none.`,
        response: { 200: passkeyOptionsAnswerSchema, ...errors },
      },
    },
    async (request) => secondStepPasskeyOptions(deps, pendingIdentityOf(request)),
  );

  typed.post(
    '/2fa-check/passkey',
    {
      config: { access: 'second-factor' },
      schema: {
        tags: auth,
        summary: 'Finish a sign-in with one of the account’s passkeys',
        description: `${NOTE} 401 passkey_not_recognised as for signing in with one alone.`,
        body: passkeyAssertionBodySchema,
        response: { 200: checkLoginAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const token = await secondStepWithPasskey(
        deps,
        pendingIdentityOf(request),
        request.body.response,
        originOf(request),
      );
      setSessionCookies(request, reply, config, token);
      return { success: true as const };
    },
  );
}
