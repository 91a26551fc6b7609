import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionExpiredNotice } from '../state/session-expired-notice';
import { setTwoFactorPending } from '../state/two-factor-pending';

/**
 * After the last sign-in step: forget everything cached for the visitor and go to the organisation list with
 * the login query, so the redirect rule can send a user without organisations to the prepare step (SPEC §2).
 */
export function useCompleteSignIn(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    setTwoFactorPending(false);
    sessionExpiredNotice.dismiss();
    queryClient.clear();
    await navigate('/organizations?login=1', { replace: true });
  };
}
