import { resolveNumberFormat } from '@paygrid/domain/format/number-format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useCurrentUser } from '~/features/auth';
import { ReaderNumberFormatContext } from '~/shared/format/reader-number-format-context';
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
  const timeZone = preferences?.time_zone;
  const dateFormat = preferences?.date_format;
  const timeFormat = preferences?.time_format;
  const numberFormatName = preferences?.number_format;
  // One object while the three stay the same: every date on the page reads it, and a new one at each navigation
  // drew them all again (the grid's filter pickers too) for nothing.
  const dateTime = useMemo(
    () =>
      timeZone !== undefined && dateFormat !== undefined && timeFormat !== undefined
        ? { timeZone, dateFormat, timeFormat }
        : undefined,
    [timeZone, dateFormat, timeFormat],
  );
  const numberFormat = useMemo(
    () => (numberFormatName === undefined ? undefined : resolveNumberFormat(numberFormatName)),
    [numberFormatName],
  );
  return (
    <UserDateTimeProvider preferences={dateTime}>
      <ReaderNumberFormatContext.Provider value={numberFormat}>
        <ScrollRestoration />
        <Outlet />
      </ReaderNumberFormatContext.Provider>
    </UserDateTimeProvider>
  );
}
