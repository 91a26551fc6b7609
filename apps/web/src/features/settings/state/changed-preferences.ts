import type { Preferences } from '@paygrid/contracts/user/preferences';
import { deepEqual } from '@paygrid/domain/shared/deep-equal';

/** The preferences whose value differs from the saved copy: what Save sends, nothing else. */
export function changedPreferences(saved: Preferences, edited: Preferences): Partial<Preferences> {
  const changed: Partial<Record<keyof Preferences, unknown>> = {};
  for (const key of Object.keys(edited) as Array<keyof Preferences>) {
    if (!deepEqual(saved[key], edited[key])) changed[key] = edited[key];
  }
  return changed as Partial<Preferences>;
}
