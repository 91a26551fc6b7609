import { z } from 'zod';
import { apiErrorSchema } from '../common/api-error';
import { emailField, passwordInput } from './account-fields';

/** POST /check-login (SPEC §3 Login payload). */
export const checkLoginBodySchema = z.object({ email: emailField, password: passwordInput });
export type CheckLoginBody = z.input<typeof checkLoginBodySchema>;

export const checkLoginAnswerSchema = z.object({ success: z.literal(true) });
export type CheckLoginAnswer = z.infer<typeof checkLoginAnswerSchema>;

/** 401 with the 2fa flag: the second step of SPEC §4, not an error the person made. */
const SECOND_FACTOR_METHODS = ['passkey', 'totp', 'recovery-code'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export const secondFactorRequiredSchema = apiErrorSchema.extend({
  success: z.literal(false),
  '2fa': z.literal(true),
  /** What the second step may be, for this account (issue 39): a passkey, a TOTP code, a recovery code. */
  second_factors: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type SecondFactorRequired = z.infer<typeof secondFactorRequiredSchema>;

/** POST /2fa-check: a 6-digit TOTP code or one recovery code. */
export const secondFactorBodySchema = z.object({
  code: z.string().trim().min(6).max(32),
});
export type SecondFactorBody = z.input<typeof secondFactorBodySchema>;
