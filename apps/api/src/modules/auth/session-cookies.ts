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
export const DEVICE_COOKIE = 'paygrid_device';

export function setDeviceCookie(
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
