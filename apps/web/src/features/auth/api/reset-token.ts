import type { ResetTokenValidAnswer } from '@paygrid/contracts/auth/password-reset';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { authKeys } from './auth-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const resetTokenValidAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/password-reset'),
  'resetTokenValidAnswerSchema',
);

/** POST /resetting/password/validate?token= before the form shows. */
function validateResetToken(token: string): Promise<ResetTokenValidAnswer> {
  return api.post('/resetting/password/validate', resetTokenValidAnswer, { query: { token } });
}

const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: () => validateResetToken(token),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Whether the mailed token still works, and for which e-mail; not asked without a token. */
export const useResetToken = (token: string) => useQuery(resetTokenQuery(token));
