import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, lazyAnswer } from '~/shared/http';
import { removeLoggedInCookie } from '../state/logged-in-cookie';
import { setTwoFactorPending } from '../state/two-factor-pending';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const acknowledgementAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/account-fields'),
  'acknowledgementSchema',
);

/** GET /logout: ends this session on the server. */
async function logout(): Promise<void> {
  await api.get('/logout', acknowledgementAnswer);
}

/** SPEC §4 logout: call the server, reset to not authorized, remove the loggedIn cookie, go to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } finally {
        setTwoFactorPending(false);
        await removeLoggedInCookie();
        queryClient.clear();
      }
    },
    onSettled: () => navigate('/login', { replace: true }),
  });
}
