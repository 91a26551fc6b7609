import { HEAD_UPDATE_DEBOUNCE_MS } from '@paygrid/domain/monitoring/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets `<title>` to "{title} · {app name}", or just the app name when there is no title. The write waits SPEC §9's
 * head-update debounce (10 ms), so a navigation that renders the shell, then the page, writes the title once.
 */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = title ? `${title} · ${appName}` : appName;
    }, HEAD_UPDATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [title, appName]);
}
