import { z } from 'zod';
import {
  acknowledgementSchema,
  emailField,
  localeField,
  nameField,
  newPasswordField,
  passwordInput,
  tokenField,
} from './account-fields';

/** POST /registration: always the same answer, whether or not the e-mail has an account. */
export const registrationBodySchema = z.object({
  first_name: nameField,
  last_name: nameField,
  email: emailField,
  password: newPasswordField,
  locale: localeField.default('en'),
  /** From /join/{token}: registers the invited e-mail, also when open registration is off. */
  invite_token: z.string().min(16).max(128).optional(),
});
export type RegistrationBody = z.input<typeof registrationBodySchema>;
export const registrationAnswerSchema = acknowledgementSchema;

/**
 * POST /registration/confirmation: the mailed token and the password of the registration it was mailed for, so a
 * link confirms only that registration (a second registration of the address cannot take the account over).
 */
export const registrationConfirmationBodySchema = z.object({ token: tokenField, password: passwordInput });
export type RegistrationConfirmationBody = z.input<typeof registrationConfirmationBodySchema>;

/** POST /registration/confirmation/resend: always the same answer. */
export const registrationResendBodySchema = z.object({ email: emailField, locale: localeField.optional() });
export type RegistrationResendBody = z.input<typeof registrationResendBodySchema>;
