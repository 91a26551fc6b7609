import { z } from 'zod';
import { emailField, localeField, newPasswordField, passwordInput, tokenField } from './account-fields';

/** POST /resetting: always the same answer. */
export const resettingBodySchema = z.object({ email: emailField, locale: localeField.optional() });
export type ResettingBody = z.input<typeof resettingBodySchema>;

/** POST /resetting/password/validate?token= */
export const resetTokenQuerySchema = z.object({ token: tokenField });
export const resetTokenValidAnswerSchema = z.object({ valid: z.literal(true), email: z.string() });
export type ResetTokenValidAnswer = z.infer<typeof resetTokenValidAnswerSchema>;

/** POST /resetting/password */
export const resetPasswordBodySchema = z.object({ token: tokenField, password: newPasswordField });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** POST /password/change */
export const changePasswordBodySchema = z.object({
  current_password: passwordInput,
  new_password: newPasswordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
