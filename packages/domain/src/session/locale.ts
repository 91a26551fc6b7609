/** §1 interface languages. */
export const LOCALES = ['en', 'uk'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * "uk-UA" -> "uk"; anything not offered -> undefined.
 * @internal Exported for tests only.
 */
export const normalizeLocale = (value: string | null | undefined): Locale | undefined => {
  const language = value?.trim().toLowerCase().split(/[-_]/, 1)[0];
  return LOCALES.find((locale) => locale === language);
};

export type LocaleSources = {
  cookie?: string | null;
  preference?: string | null;
  /** navigator.languages or the Accept-Language list, most preferred first. */
  browserLanguages?: ReadonlyArray<string>;
};

/**
 * §2/§3/§9 locale choice, one source of truth (decision 0036): a signed-in user's saved preference, then a
 * visitor's cookie, then the browser language, then en. The cookie follows the preference, never overrules it.
 */
export const chooseLocale = ({ cookie, preference, browserLanguages = [] }: LocaleSources): Locale =>
  normalizeLocale(preference) ??
  normalizeLocale(cookie) ??
  browserLanguages.map(normalizeLocale).find((locale) => locale !== undefined) ??
  DEFAULT_LOCALE;

/** Languages of an Accept-Language header, by descending quality. */
export const parseAcceptLanguage = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map((entry) => entry.tag);
