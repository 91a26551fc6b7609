import { readLocaleCookie } from './locale-cookie';
import { defaultLocale, isLocale, type Locale } from './locales';

export function localeFromLanguageTags(languageTags: readonly string[]): Locale | undefined {
  for (const tag of languageTags) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** The `locale` cookie wins, then the browser's languages in order of preference, then English. */
export function detectLocale(): Locale {
  return (
    readLocaleCookie() ?? localeFromLanguageTags(navigator.languages ?? [navigator.language]) ?? defaultLocale
  );
}
