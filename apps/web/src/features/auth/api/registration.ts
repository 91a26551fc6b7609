import {
  type RegistrationBody,
  type RegistrationConfirmationBody,
  type RegistrationResendBody,
  registrationAnswerSchema,
} from '@paygrid/contracts/auth/registration';
import { api } from '~/shared/http';

/** POST /registration: the same answer whether or not the e-mail has an account. */
export async function register(body: RegistrationBody): Promise<void> {
  await api.post('/registration', registrationAnswerSchema, { body });
}

/** POST /registration/confirmation with the mailed token. */
export async function confirmRegistration(body: RegistrationConfirmationBody): Promise<void> {
  await api.post('/registration/confirmation', registrationAnswerSchema, { body });
}

/** POST /registration/confirmation/resend: always the same answer. */
export async function resendConfirmation(body: RegistrationResendBody): Promise<void> {
  await api.post('/registration/confirmation/resend', registrationAnswerSchema, { body });
}
