import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import type { ResettingBody } from '@paygrid/contracts/auth/password-reset';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/shared/http';

/** POST /resetting: always the same answer. */
export async function requestPasswordReset(body: ResettingBody): Promise<void> {
  await api.post('/resetting', acknowledgementSchema, { body });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
