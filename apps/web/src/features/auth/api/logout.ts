import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '~/shared/http';
import { removeLoggedInCookie } from '../state/logged-in-cookie';
import { setTwoFactorPending } from '../state/two-factor-pending';

/** GET /logout: ends this session on the server. */
export async function logout(): Promise<void> {
  await api.get('/logout', acknowledgementSchema);
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
