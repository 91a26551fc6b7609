import type { DateTimePreferences } from '@paygrid/domain/format/date-time-format';
import { createContext, type ReactNode } from 'react';

/** Kept apart from the formatters, so the root route providing it does not put them in every first load. */
export const UserDateTimeContext = createContext<DateTimePreferences | undefined>(undefined);

type UserDateTimeProviderProps = { preferences: DateTimePreferences | undefined; children: ReactNode };

/** The signed-in user's date format, time format and zone (§3) for every date the pages below show. */
export function UserDateTimeProvider({ preferences, children }: UserDateTimeProviderProps) {
  return <UserDateTimeContext.Provider value={preferences}>{children}</UserDateTimeContext.Provider>;
}
