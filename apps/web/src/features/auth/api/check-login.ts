import {
  type CheckLoginBody,
  checkLoginAnswerSchema,
  secondFactorRequiredSchema,
} from '@paygrid/contracts/auth/check-login';
import { isHttpError } from '@paygrid/domain/errors/http-error';
import { api } from '~/shared/http';

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
