import { useCallback, useState } from 'react';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';

/**
 * ADR 0050: a failed saved-view, saved-filter action is shown (not only logged, as SPEC §8 has it) in a short
 * notice with the server's message, until dismissed or the next action.
 */
export function useActionFailure() {
  const [failure, setFailure] = useState<unknown>(undefined);
  const clear = useCallback(() => setFailure(undefined), []);
  const notice =
    failure === undefined ? null : (
      <RequestFailureAlert error={failure} fallbackTitleKey="saved_views.failed" onDismiss={clear} />
    );
  return { notice, fail: setFailure, clear };
}
