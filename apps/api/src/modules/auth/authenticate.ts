import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { Problem, unauthorized } from '../../http/problem';
import { type ActiveSession, findSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session the auth cookie names, if it is live; loaded once per request. */
    auth: ActiveSession | undefined;
  }
}

/** Loads the session of every API request from the auth cookie. */
export function registerAuthentication(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  app.decorateRequest('auth', undefined);
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[deps.config.AUTH_COOKIE_NAME];
    request.auth = token ? await findSession(deps.db, token) : undefined;
  });
}

/** The signed-in person behind a request: the session must have passed the second factor too. */
export function signedIn(request: FastifyRequest): ActiveSession {
  const auth = request.auth;
  if (auth && !auth.session.secondFactorDone) {
    // Tells the client the password step passed, so a reload of /2fa is not mistaken for an expired session.
    throw new Problem(401, 'Two-factor authentication required.', [
      {
        status: '401',
        code: '2fa_required',
        title: 'Two-factor authentication required',
        meta: { '2fa': true },
      },
    ]);
  }
  if (!auth) throw unauthorized();
  return auth;
}

/** A session that passed the password but still owes the second factor (SPEC §4, 2FA required). */
export function awaitingSecondFactor(request: FastifyRequest): ActiveSession {
  const auth = request.auth;
  if (!auth || auth.session.secondFactorDone)
    throw unauthorized('There is no sign-in waiting for a second factor.');
  return auth;
}

export function originOf(request: FastifyRequest): { ip: string | null; userAgent: string | null } {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}
