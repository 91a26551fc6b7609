const DAY_MS = 24 * 60 * 60 * 1000;

/** §9 the locale cookie lives 365 days. */
export const LOCALE_COOKIE_MAX_AGE_MS = 365 * DAY_MS;
/** §9 other cookies live about 100 years. */
export const DEFAULT_COOKIE_MAX_AGE_MS = 315576e7;

/** §3 cookie names (the auth cookie's name comes from configuration). */
export const LOGGED_IN_COOKIE = 'loggedIn';
export const TEST_MODE_COOKIE = 'testMode';
export const LOCALE_COOKIE = 'i18n_locale';

/** Max-Age attribute (seconds) of a lifetime. */
export const cookieMaxAgeSeconds = (maxAgeMs: number): number => Math.floor(maxAgeMs / 1000);
