import {
  cookieMaxAgeSeconds,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_MS,
} from '@paygrid/domain/session/cookies';
import { readCookie, writeCookie } from '../cookies/browser-cookies';
import { isLocale, type Locale } from './locales';

export function readLocaleCookie(cookieHeader?: string): Locale | undefined {
  const value = readCookie(LOCALE_COOKIE, cookieHeader);
  return isLocale(value) ? value : undefined;
}

/** SPEC §9: the locale cookie lives 365 days. */
export function writeLocaleCookie(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: cookieMaxAgeSeconds(LOCALE_COOKIE_MAX_AGE_MS) });
}
