import { z } from 'zod';
import { passwordInput } from '../auth/account-fields';

/**
 * A passkey's answer (startAuthentication's, SimpleWebAuthn's JSON shape) to POST /user/passkeys/proof-options:
 * the second factor of a proof for an account with a passkey (issue 39); the server's WebAuthn library checks it.
 */
const passkeyProof = z.record(z.string(), z.unknown());

/** GET /user/2fa/get-secret: a fresh secret, kept pending until enabled. */
export const twoFactorSecretSchema = z.object({ secret: z.string(), uri: z.string() });
export type TwoFactorSecret = z.infer<typeof twoFactorSecretSchema>;

/** POST /user/2fa/enable with the password and a current code of the new secret (ASVS 6.3.2, 7.5.1); answers 10 recovery codes. */
export const enableTwoFactorBodySchema = z.object({
  password: passwordInput,
  /** An account with a passkey proves itself with it: the code is the new app's. */
  passkey: passkeyProof.optional(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Six digits'),
});
export type EnableTwoFactorBody = z.input<typeof enableTwoFactorBodySchema>;
export const enableTwoFactorAnswerSchema = z.object({
  status: z.literal('enabled'),
  backupCodes: z.array(z.string()),
});
export type EnableTwoFactorAnswer = z.infer<typeof enableTwoFactorAnswerSchema>;

/**
 * Re-authentication for a step that changes how the account is protected (turning 2FA off, replacing recovery
 * codes, ending the other sessions) or what reaches the organisation's money: the password, and where the account
 * has a second factor also one of them: a current TOTP code, an unused recovery code, or a passkey's answer
 * (ASVS 6.3.2, 7.5.1).
 */
export const twoFactorProofBodySchema = z.object({
  password: passwordInput,
  code: z.string().trim().max(64).optional(),
  passkey: passkeyProof.optional(),
});
export type TwoFactorProofBody = z.input<typeof twoFactorProofBodySchema>;

export const recoveryCodesAnswerSchema = z.object({ backupCodes: z.array(z.string()) });
