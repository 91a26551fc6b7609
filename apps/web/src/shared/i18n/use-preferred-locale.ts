import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { detectLocale } from './detect-locale';
import { switchLanguage } from './i18n';

/** Once the signed-in user is known, their saved language applies (the navigation guard does the same on every route). */
export function usePreferredLocale(preference: string | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!preference) return;
    const chosen = detectLocale(preference);
    if (chosen !== i18n.language) void switchLanguage(i18n, chosen);
  }, [preference, i18n]);
}
