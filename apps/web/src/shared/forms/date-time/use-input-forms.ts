import { type InputForms, inputFormsOf } from '@paygrid/domain/format/input-segments';
import { DEFAULT_TIME_ZONE } from '@paygrid/domain/format/time-zone';
import { useContext, useMemo } from 'react';
import { UserDateTimeContext } from '~/shared/format/user-date-time-context';

export type UserInputForms = InputForms & { timeZone: string };

/** The reader's date order, clock and time zone for entering dates (§2, §9 defaults for a visitor). */
export function useInputForms(): UserInputForms {
  const preferences = useContext(UserDateTimeContext);
  return useMemo(
    () => ({
      ...inputFormsOf(preferences ?? {}),
      timeZone:
        preferences?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? DEFAULT_TIME_ZONE,
    }),
    [preferences],
  );
}
