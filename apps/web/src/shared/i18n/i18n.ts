import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '~/locales/en.json';
import uk from '~/locales/uk.json';
import { detectLocale } from './detect-locale';
import { writeLocaleCookie } from './locale-cookie';
import { defaultLocale, isLocale, type Locale, supportedLocales } from './locales';

export const translationResources = { en: { translation: en }, uk: { translation: uk } } as const;

export function initI18n(locale: Locale = detectLocale()): i18n {
  const instance = i18next.createInstance();
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

export async function changeLocale(instance: i18n, locale: string): Promise<void> {
  if (!isLocale(locale)) return;
  writeLocaleCookie(locale);
  await instance.changeLanguage(locale);
}
