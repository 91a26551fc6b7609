import { useState } from 'react';
import { isPasskeyPromptDismissed } from '../state/passkey-support';

/** What the last passkey try came to: the prompt closed without one, or a failure to show. */
export type PasskeyOutcome = { dismissed: true } | { dismissed: false; error: unknown } | undefined;

/** A passkey try's outcome, with a prompt the person closed told apart from a failure (it is not one). */
export function usePasskeyOutcome() {
  const [outcome, setOutcome] = useState<PasskeyOutcome>(undefined);
  return {
    outcome,
    clear: () => setOutcome(undefined),
    record: (error: unknown) =>
      setOutcome(isPasskeyPromptDismissed(error) ? { dismissed: true } : { dismissed: false, error }),
  };
}
