import { checkLoginAnswerSchema } from '@paygrid/contracts/auth/check-login';
import { type RegistrationBody, registrationAnswerSchema } from '@paygrid/contracts/auth/registration';
import { api } from '~/shared/http';

/**
 * POST /registration with the invitation's token: the invited e-mail is confirmed at once (also when open
 * registration is off), so the visitor is logged in straight after with POST /check-login.
 */
export async function registerThroughInvitation(
  body: RegistrationBody & { invite_token: string },
): Promise<void> {
  await api.post('/registration', registrationAnswerSchema, { body });
  await api.post('/check-login', checkLoginAnswerSchema, {
    body: { email: body.email, password: body.password },
  });
}
