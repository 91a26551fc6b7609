import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/** WebAuthn as JSON: the options the server sends, the credential the browser answers (SimpleWebAuthn's shapes). */
export type WebAuthnJson = Record<string, unknown>;

// The library arrives with the first ceremony, never in a page's first load (the login page's budget, decision 0021).
const webauthnLibrary = () => import('@simplewebauthn/browser');

/**
 * The browser's prompt to make a passkey (navigator.credentials.create): its answer for POST /user/passkeys. The
 * one place that calls the library, with `getPasskey`, so a test replaces this module where jsdom has no WebAuthn.
 */
export async function createPasskey(options: WebAuthnJson): Promise<WebAuthnJson> {
  const { startRegistration } = await webauthnLibrary();
  const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
  return (await startRegistration({ optionsJSON })) as unknown as WebAuthnJson;
}

type GetPasskeyOptions = {
  /** In the e-mail field's suggestions (conditional mediation) instead of a prompt of its own. */
  autofill?: boolean;
  /** Ends the ceremony early (the page goes away). */
  signal?: AbortSignal;
};

/** The browser's prompt to use a passkey (navigator.credentials.get): its answer for the server to check. */
export async function getPasskey(
  options: WebAuthnJson,
  { autofill = false, signal }: GetPasskeyOptions = {},
): Promise<WebAuthnJson> {
  const { startAuthentication, WebAuthnAbortService } = await webauthnLibrary();
  signal?.throwIfAborted();
  const cancel = () => WebAuthnAbortService.cancelCeremony();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
    return (await startAuthentication({
      optionsJSON,
      useBrowserAutofill: autofill,
    })) as unknown as WebAuthnJson;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}
