import type { ResettingBody } from '@paygrid/contracts/auth/password-reset';
import { useMutation } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const acknowledgementAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/account-fields'),
  'acknowledgementSchema',
);

/** POST /resetting: always the same answer. */
async function requestPasswordReset(body: ResettingBody): Promise<void> {
  await api.post('/resetting', acknowledgementAnswer, { body });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
