import { chooseLocale } from '@paygrid/domain/session/locale';
import { readLocaleCookie } from './locale-cookie';
import type { Locale } from './locales';

/** SPEC §2/§3 locale choice (domain's rule): the signed-in user's preference, then the cookie, then the browser, then en. */
export function detectLocale(preference?: string | null): Locale {
  return chooseLocale({
    cookie: readLocaleCookie(),
    preference: preference ?? null,
    browserLanguages: navigator.languages ?? [navigator.language],
  });
}
