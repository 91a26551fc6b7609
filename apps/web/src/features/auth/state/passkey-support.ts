/** Chromium tells a page which features its Permissions-Policy leaves it; other browsers do not say. */
type PolicyDocument = Document & { featurePolicy?: { allowsFeature: (feature: string) => boolean } };

const allowedByPolicy = (feature: string): boolean =>
  (document as PolicyDocument).featurePolicy?.allowsFeature(feature) ?? true;

/**
 * Whether this page may offer passkeys: the browser has WebAuthn, only in a secure context (https, or localhost)
 * does it let a page use it, and the page's Permissions-Policy must leave it on.
 */
export function passkeysOffered(): boolean {
  return (
    window.isSecureContext === true &&
    typeof window.PublicKeyCredential === 'function' &&
    allowedByPolicy('publickey-credentials-get') &&
    allowedByPolicy('publickey-credentials-create')
  );
}

/** Whether the browser can offer passkeys among the e-mail field's suggestions (conditional mediation). */
export async function passkeyAutofillOffered(): Promise<boolean> {
  if (!passkeysOffered()) return false;
  try {
    return (await window.PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}

const nameOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;

/**
 * The person closed the browser's prompt or let it time out (NotAllowedError), or the page ended it
 * (AbortError): nothing to report as a failure.
 */
export function isPasskeyPromptDismissed(error: unknown): boolean {
  const name = nameOf(error);
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** The authenticator already keeps a passkey of this account (the server's exclude list matched it). */
export const isPasskeyAlreadyThere = (error: unknown): boolean => nameOf(error) === 'InvalidStateError';
