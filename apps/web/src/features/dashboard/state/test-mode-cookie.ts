import {
  cookieMaxAgeSeconds,
  DEFAULT_COOKIE_MAX_AGE_MS,
  TEST_MODE_COOKIE,
} from '@paygrid/domain/session/cookies';
import { readCookie, writeCookie } from '~/shared/cookies/browser-cookies';

/** SPEC §3 testMode cookie: "1" shows test data; absent or "0" live. */
export function readTestModeCookie(): boolean {
  return readCookie(TEST_MODE_COOKIE) === '1';
}

/** Set on COOKIE_DOMAIN: the server reads it on every organisation's sub-domain. */
export function writeTestModeCookie(on: boolean, cookieDomain: string | undefined): void {
  writeCookie(TEST_MODE_COOKIE, on ? '1' : '0', {
    maxAgeSeconds: cookieMaxAgeSeconds(DEFAULT_COOKIE_MAX_AGE_MS),
    ...(cookieDomain ? { domain: cookieDomain } : {}),
  });
}
