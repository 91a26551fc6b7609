import type { CheckLoginBody, SecondFactorMethod } from '@paygrid/contracts/auth/check-login';
import { isCheckLoginAnswer, isSecondFactorRequired } from '@paygrid/contracts/auth/check-login-guard';
import { isHttpError } from '@paygrid/domain/errors/http-error';
import { useMutation } from '@tanstack/react-query';
import { api, guardedAnswer } from '~/shared/http';
import type { MutationConfig } from '~/shared/query/mutation-config';
import { secondFactorsOf } from '../state/two-factor-pending';

// `{ success: true }` and a flag on the error body: guards, so the login page loads no zod (decision 0023).
const checkLoginAnswer = guardedAnswer(isCheckLoginAnswer, 'a login answer');

export type CheckLoginResult =
  | { step: 'authorized' }
  /** With the ways the second step may be taken (issue 39): a passkey, the app's code, a recovery code. */
  | { step: 'two-factor-required'; methods: SecondFactorMethod[] };

/** POST /check-login. SPEC §4: a non-success answer with the 2fa flag is a step, not an error. */
export async function checkLogin(body: CheckLoginBody): Promise<CheckLoginResult> {
  try {
    await api.post('/check-login', checkLoginAnswer, { body });
    return { step: 'authorized' };
  } catch (error) {
    if (isHttpError(error) && isSecondFactorRequired(error.data)) {
      return { step: 'two-factor-required', methods: secondFactorsOf(error.data.second_factors) };
    }
    throw error;
  }
}

/** Nothing cached changes here: the page that signs in clears the cache once the last step passes. */
export const useCheckLogin = (config: MutationConfig<typeof checkLogin> = {}) =>
  useMutation({ ...config, mutationFn: checkLogin });
