import { cookieMaxAgeSeconds, DEFAULT_COOKIE_MAX_AGE_MS, LOGGED_IN_COOKIE } from '@paygrid/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { KNOWN_DEVICE_MS } from './known-devices';
import { SESSION_ABSOLUTE_MS } from './sessions';

type CookieConfig = Pick<Config, 'AUTH_COOKIE_NAME' | 'COOKIE_DOMAIN' | 'PUBLIC_HTTPS'>;

const base = (request: FastifyRequest, config: CookieConfig) => ({
  domain: config.COOKIE_DOMAIN,
  path: '/',
  // Behind a TLS-terminating proxy the request may look like http: PUBLIC_HTTPS says it is not (ASVS 3.3.1).
  secure: config.PUBLIC_HTTPS || request.protocol === 'https',
});

/** The HttpOnly session cookie, and beside it the readable loggedIn flag the client uses to notice an expired session (SPEC §3, §4). */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  config: CookieConfig,
  token: string,
): void {
  reply.setCookie(config.AUTH_COOKIE_NAME, token, {
    ...base(request, config),
    httpOnly: true,
    sameSite: 'lax',
    maxAge: cookieMaxAgeSeconds(SESSION_ABSOLUTE_MS),
  });
  reply.setCookie(LOGGED_IN_COOKIE, '1', {
    ...base(request, config),
    httpOnly: false,
    sameSite: 'lax',
    maxAge: cookieMaxAgeSeconds(DEFAULT_COOKIE_MAX_AGE_MS),
  });
}

export function clearSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  config: CookieConfig,
): void {
  reply.clearCookie(config.AUTH_COOKIE_NAME, base(request, config));
  reply.clearCookie(LOGGED_IN_COOKIE, base(request, config));
}

/** The device cookie: which browser this is to the accounts it signed in to (issue 9: no lockout as a weapon). */
const DEVICE_COOKIE = 'paygrid_device';

/** What a sign-in takes from this browser: its device cookie (who it is to the account) and the session it replaces. */
export const browserAtSignIn = (request: FastifyRequest, config: CookieConfig) => ({
  deviceToken: request.cookies[DEVICE_COOKIE],
  previousSessionToken: request.cookies[config.AUTH_COOKIE_NAME],
});

/** A sign-in's cookies, by password or by passkey: the session, and the device cookie when it gave one. */
export function setSignInCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  config: CookieConfig,
  signedIn: { token: string; deviceToken?: string | undefined },
): void {
  setSessionCookies(request, reply, config, signedIn.token);
  if (signedIn.deviceToken) setDeviceCookie(request, reply, config, signedIn.deviceToken);
}

function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: CookieConfig,
  token: string,
): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    ...base(request, config),
    httpOnly: true,
    sameSite: 'lax',
    maxAge: cookieMaxAgeSeconds(KNOWN_DEVICE_MS),
  });
}
