import {
  type DateTimePreferences,
  formatDate,
  formatDateTime,
  formatTime,
  type Instant,
} from '@paygrid/domain/format/date-time-format';
import { useContext, useMemo } from 'react';
import { UserDateTimeContext } from './user-date-time-context';

/** A visitor has no preferences: the §9 formats in the browser's own zone. */
const visitorPreferences = (): DateTimePreferences => {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone ? { timeZone } : {};
};

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
