import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useDocumentTitle } from '~/shared/hooks/use-document-title';
import { useRouteTitleKey } from './route-handle';

export function RootRoute() {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  useDocumentTitle(titleKey ? t(titleKey) : undefined);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
