import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useCurrentUser } from '~/features/auth';
import { UserDateTimeProvider } from '~/shared/format/user-date-time-context';
import { useDocumentTitle } from '~/shared/hooks/use-document-title';
import { useRouteTitleKey } from './route-handle';
import { useBehaviourAnalytics } from './use-behaviour-analytics';
import { useHashScroll } from './use-hash-scroll';

export function RootRoute() {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  useDocumentTitle(titleKey ? t(titleKey) : undefined);
  useHashScroll();
  useBehaviourAnalytics();
  const { data: user } = useCurrentUser();
  const preferences = user?.attributes.settings.preferences;
  return (
    <UserDateTimeProvider
      preferences={
        preferences
          ? {
              timeZone: preferences.time_zone,
              dateFormat: preferences.date_format,
              timeFormat: preferences.time_format,
            }
          : undefined
      }
    >
      <ScrollRestoration />
      <Outlet />
    </UserDateTimeProvider>
  );
}
