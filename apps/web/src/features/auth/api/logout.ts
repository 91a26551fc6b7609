import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import { api } from '~/shared/http';

/** GET /logout: ends this session on the server. */
export async function logout(): Promise<void> {
  await api.get('/logout', acknowledgementSchema);
}
