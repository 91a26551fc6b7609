import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import {
  type ResetPasswordBody,
  type ResetTokenValidAnswer,
  type ResettingBody,
  resetTokenValidAnswerSchema,
} from '@paygrid/contracts/auth/password-reset';
import { api } from '~/shared/http';

/** POST /resetting: always the same answer. */
export async function requestPasswordReset(body: ResettingBody): Promise<void> {
  await api.post('/resetting', acknowledgementSchema, { body });
}

/** POST /resetting/password/validate?token= before the form shows. */
export function validateResetToken(token: string): Promise<ResetTokenValidAnswer> {
  return api.post('/resetting/password/validate', resetTokenValidAnswerSchema, { query: { token } });
}

/** POST /resetting/password: sets the password and ends every session; it does not sign in. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await api.post('/resetting/password', acknowledgementSchema, { body });
}
