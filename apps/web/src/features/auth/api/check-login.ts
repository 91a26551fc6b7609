import {
  type CheckLoginBody,
  checkLoginAnswerSchema,
  secondFactorRequiredSchema,
} from '@paygrid/contracts/auth/check-login';
import { isHttpError } from '@paygrid/domain/errors/http-error';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/shared/http';
import type { MutationConfig } from '~/shared/query/mutation-config';

export type CheckLoginResult = { step: 'authorized' } | { step: 'two-factor-required' };

/** POST /check-login. SPEC §4: a non-success answer with the 2fa flag is a step, not an error. */
export async function checkLogin(body: CheckLoginBody): Promise<CheckLoginResult> {
  try {
    await api.post('/check-login', checkLoginAnswerSchema, { body });
    return { step: 'authorized' };
  } catch (error) {
    if (isHttpError(error) && secondFactorRequiredSchema.safeParse(error.data).success) {
      return { step: 'two-factor-required' };
    }
    throw error;
  }
}

/** Nothing cached changes here: the page that signs in clears the cache once the last step passes. */
export const useCheckLogin = (config: MutationConfig<typeof checkLogin> = {}) =>
  useMutation({ ...config, mutationFn: checkLogin });
