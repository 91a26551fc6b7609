import { checkLoginAnswerSchema, type SecondFactorBody } from '@paygrid/contracts/auth/check-login';
import { api } from '~/shared/http';

/** POST /2fa-check with a TOTP code or one recovery code. */
export async function checkSecondFactor(body: SecondFactorBody): Promise<void> {
  await api.post('/2fa-check', checkLoginAnswerSchema, { body });
}
