import {
  type DateTimePreferences,
  formatDate,
  formatDateTime,
  formatTime,
  type Instant,
} from '@paygrid/domain/format/date-time-format';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** A visitor has no preferences: the §9 formats in the browser's own zone. */
const visitorPreferences = (): DateTimePreferences => {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone ? { timeZone } : {};
};

const UserDateTimeContext = createContext<DateTimePreferences | undefined>(undefined);

type UserDateTimeProviderProps = { preferences: DateTimePreferences | undefined; children: ReactNode };

/** The signed-in user's date format, time format and zone (§3) for every date the pages below show. */
export function UserDateTimeProvider({ preferences, children }: UserDateTimeProviderProps) {
  return <UserDateTimeContext.Provider value={preferences}>{children}</UserDateTimeContext.Provider>;
}

export type UserDateTime = {
  date: (instant: Instant) => string;
  time: (instant: Instant) => string;
  dateTime: (instant: Instant) => string;
};

/** The one way a page shows a date or a time: in the reader's formats and zone, never the browser locale's. */
export function useUserDateTime(): UserDateTime {
  const preferences = useContext(UserDateTimeContext);
  return useMemo(() => {
    const chosen = preferences ?? visitorPreferences();
    return {
      date: (instant) => formatDate(instant, chosen),
      time: (instant) => formatTime(instant, chosen),
      dateTime: (instant) => formatDateTime(instant, chosen),
    };
  }, [preferences]);
}
