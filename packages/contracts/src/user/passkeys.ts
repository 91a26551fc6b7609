import { z } from 'zod';
import { twoFactorProofBodySchema } from './two-factor';

/**
 * Passkeys (issue 39, decision 0107): WebAuthn credentials of the signed-in person, for signing in alone
 * (discoverable, user verification required) or as the second step after the password. The browser's option and
 * response objects travel as SimpleWebAuthn's JSON shapes, checked by the server's WebAuthn library, not here.
 */

export const PASSKEY_NAME_MAX = 60;

const passkeyName = z.string().trim().min(1).max(PASSKEY_NAME_MAX);

/** A browser's JSON options or credential response: an object the WebAuthn library reads and checks itself. */
const webauthnJson = z.record(z.string(), z.unknown());

/** POST /user/passkeys/options: the same proof as turning 2FA off, then the options to create one. */
export const passkeyRegistrationOptionsBodySchema = twoFactorProofBodySchema;
export type PasskeyRegistrationOptionsBody = z.input<typeof passkeyRegistrationOptionsBodySchema>;

/** Options for navigator.credentials.create, as @simplewebauthn/browser's startRegistration takes them. */
export const passkeyOptionsAnswerSchema = z.object({ options: webauthnJson });
export type PasskeyOptionsAnswer = z.infer<typeof passkeyOptionsAnswerSchema>;

/** POST /user/passkeys: the new credential (startRegistration's answer) and its name. */
export const passkeyRegistrationBodySchema = z.object({ name: passkeyName, response: webauthnJson });
export type PasskeyRegistrationBody = z.input<typeof passkeyRegistrationBodySchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Synced between the person's devices (a multi-device credential backed up), or kept on one. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ data: z.array(passkeySchema) });
export const passkeyAnswerSchema = z.object({ data: passkeySchema });

/**
 * The added passkey; with recovery codes when it is the account's first second factor (no TOTP), so that a lost
 * device never locks the person out.
 */
export const passkeyAddedSchema = z.object({
  data: passkeySchema,
  backupCodes: z.array(z.string()).optional(),
});
export type PasskeyAdded = z.infer<typeof passkeyAddedSchema>;

/** PATCH /user/passkeys/{id}: a new name. */
export const passkeyRenameBodySchema = z.object({ name: passkeyName });
export type PasskeyRenameBody = z.input<typeof passkeyRenameBodySchema>;

/** POST /passkey-sign-in and POST /2fa-check/passkey: startAuthentication's answer. */
export const passkeyAssertionBodySchema = z.object({ response: webauthnJson });
export type PasskeyAssertionBody = z.input<typeof passkeyAssertionBodySchema>;
