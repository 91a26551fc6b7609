import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '~/locales/en.json';
import uk from '~/locales/uk.json';
import { detectLocale } from './detect-locale';
import { readLocaleCookie, writeLocaleCookie } from './locale-cookie';
import { defaultLocale, isLocale, type Locale, supportedLocales } from './locales';

export const translationResources = { en: { translation: en }, uk: { translation: uk } } as const;

// The instance the app runs on, so the router can switch the locale on a navigation (SPEC §2).
let running: i18n | undefined;

export function initI18n(locale: Locale = detectLocale()): i18n {
  const instance = i18next.createInstance();
  running = instance;
  instance.use(initReactI18next);
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  void instance.init({
    resources: translationResources,
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...supportedLocales],
    // Both catalogues are bundled, so initialisation can finish before the first render.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Switches the interface and keeps the choice in the locale cookie (SPEC §9), so a visit after log-out keeps it. */
export async function changeLocale(instance: i18n, locale: string): Promise<void> {
  if (!isLocale(locale)) return;
  writeLocaleCookie(locale);
  await instance.changeLanguage(locale);
}

/**
 * SPEC §2: the locale switches on route change. The navigation guard calls this with the signed-in user's
 * preference (undefined for a visitor); the choice itself is domain's chooseLocale (decision 0036).
 */
export async function followLocale(preference: string | undefined): Promise<void> {
  if (!running) return;
  const chosen = detectLocale(preference);
  // The cookie follows a signed-in user's preference, so the log-in page after log-out speaks the same language.
  if (preference !== undefined && readLocaleCookie() !== chosen) writeLocaleCookie(chosen);
  if (chosen !== running.language) await running.changeLanguage(chosen);
}
