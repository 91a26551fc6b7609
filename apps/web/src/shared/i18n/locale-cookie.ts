import { isLocale, type Locale } from './locales';

export const localeCookieName = 'locale';

const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function readLocaleCookie(cookieHeader: string = document.cookie): Locale | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === localeCookieName) {
      const value = decodeURIComponent(rest.join('='));
      return isLocale(value) ? value : undefined;
    }
  }
  return undefined;
}

export function writeLocaleCookie(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = `${localeCookieName}=${encodeURIComponent(locale)}; Path=/; Max-Age=${localeCookieMaxAgeSeconds}; SameSite=Lax${secure}`;
}
