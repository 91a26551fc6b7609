import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLocale } from './detect-locale';
import { readLocaleCookie, writeLocaleCookie } from './locale-cookie';
import { defaultLocale, isLocale, type Locale, supportedLocales } from './locales';

// Only the language in use is downloaded: the other catalogue is a chunk of its own, fetched on a switch (issue 21).
const catalogues: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('~/locales/en.json'),
  uk: () => import('~/locales/uk.json'),
};

async function loadCatalogue(instance: i18n, locale: Locale): Promise<void> {
  if (instance.hasResourceBundle(locale, 'translation')) return;
  instance.addResourceBundle(locale, 'translation', (await catalogues[locale]()).default, true, true);
}

/** Changes the interface language once its catalogue is in. */
export async function switchLanguage(instance: i18n, locale: string): Promise<void> {
  if (!isLocale(locale)) return;
  await loadCatalogue(instance, locale);
  if (instance.language !== locale) await instance.changeLanguage(locale);
}

// The instance the app runs on, so the router can switch the locale on a navigation (SPEC §2).
let running: i18n | undefined;
// Navigations can start before the first catalogue is in: they wait for it before switching anything.
let runningReady: Promise<unknown> = Promise.resolve();

export async function initI18n(locale: Locale = detectLocale()): Promise<i18n> {
  const instance = i18next.createInstance();
  running = instance;
  instance.use(initReactI18next);
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  const ready = catalogues[locale]().then(({ default: translation }) =>
    instance.init({
      resources: { [locale]: { translation } },
      partialBundledLanguages: true,
      lng: locale,
      fallbackLng: defaultLocale,
      supportedLngs: [...supportedLocales],
      interpolation: { escapeValue: false },
      returnNull: false,
    }),
  );
  runningReady = ready;
  await ready;
  return instance;
}

/** Switches the interface and keeps the choice in the locale cookie (SPEC §9), so a visit after log-out keeps it. */
export async function changeLocale(instance: i18n, locale: string): Promise<void> {
  if (!isLocale(locale)) return;
  writeLocaleCookie(locale);
  await switchLanguage(instance, locale);
}

/**
 * SPEC §2: the locale switches on route change. The navigation guard calls this with the signed-in user's
 * preference (undefined for a visitor); the choice itself is domain's chooseLocale (decision 0036).
 */
export async function followLocale(preference: string | undefined): Promise<void> {
  if (!running) return;
  await runningReady;
  const chosen = detectLocale(preference);
  // The cookie follows a signed-in user's preference, so the log-in page after log-out speaks the same language.
  if (preference !== undefined && readLocaleCookie() !== chosen) writeLocaleCookie(chosen);
  if (chosen !== running.language) await switchLanguage(running, chosen);
}
