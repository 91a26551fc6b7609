import { z } from 'zod';
import { passwordInput } from '../auth/account-fields';

/** GET /user/2fa/get-secret: a fresh secret, kept pending until enabled. */
export const twoFactorSecretSchema = z.object({ secret: z.string(), uri: z.string() });
export type TwoFactorSecret = z.infer<typeof twoFactorSecretSchema>;

/** POST /user/2fa/enable with a current code; answers the status and 10 single-use recovery codes (SPEC §3). */
export const enableTwoFactorBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Six digits'),
});
export const enableTwoFactorAnswerSchema = z.object({
  status: z.literal('enabled'),
  backupCodes: z.array(z.string()),
});
export type EnableTwoFactorAnswer = z.infer<typeof enableTwoFactorAnswerSchema>;

/** Turning 2FA off or replacing the recovery codes needs the password or a current code. */
export const twoFactorProofBodySchema = z
  .object({ password: passwordInput.optional(), code: z.string().trim().optional() })
  .refine((body) => Boolean(body.password) || Boolean(body.code), { message: 'Password or code required' });
export type TwoFactorProofBody = z.input<typeof twoFactorProofBodySchema>;

export const recoveryCodesAnswerSchema = z.object({ backupCodes: z.array(z.string()) });
