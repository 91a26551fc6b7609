import { isCheckLoginAnswer } from '@paygrid/contracts/auth/check-login-guard';
import type { PasskeyAssertionBody } from '@paygrid/contracts/user/passkeys';
import { useMutation } from '@tanstack/react-query';
import { api, guardedAnswer } from '~/shared/http';
import type { MutationConfig } from '~/shared/query/mutation-config';
import { passkeyOptionsAnswer } from './passkey-options';
import { getPasskey, type WebAuthnJson } from './webauthn';

/** POST /passkey-sign-in/options: a challenge for signing in with a passkey alone, offered to any visitor. */
export async function passkeySignInOptions(signal?: AbortSignal): Promise<WebAuthnJson> {
  return (await api.post('/passkey-sign-in/options', passkeyOptionsAnswer, { signal })).options;
}

/** POST /passkey-sign-in with the browser's answer: the session cookie, or 401 passkey_not_recognised. */
export async function signInWithPasskeyAnswer(response: WebAuthnJson, signal?: AbortSignal): Promise<void> {
  const body: PasskeyAssertionBody = { response };
  await api.post('/passkey-sign-in', guardedAnswer(isCheckLoginAnswer, 'a login answer'), { body, signal });
}

/** Signing in with a passkey alone, from a button: the options, the browser's prompt, the server's check. */
async function signInWithPasskey(): Promise<void> {
  await signInWithPasskeyAnswer(await getPasskey(await passkeySignInOptions()));
}

/** Nothing cached changes here: the page that signs in clears the cache once the passkey is accepted. */
export const usePasskeySignIn = (config: MutationConfig<typeof signInWithPasskey> = {}) =>
  useMutation({ ...config, mutationFn: signInWithPasskey });
