import { api } from '~/shared/http';
import { passkeyOptionsAnswer } from './passkey-options';
import { getPasskey, type WebAuthnJson } from './webauthn';

/**
 * The passkey's part of a proof (issue 39): POST /user/passkeys/proof-options, then the browser's prompt; the answer
 * goes beside the password as `passkey`. A closed prompt rejects with the browser's NotAllowedError.
 */
export async function passkeyProof(): Promise<WebAuthnJson> {
  const { options } = await api.post('/user/passkeys/proof-options', passkeyOptionsAnswer);
  return getPasskey(options);
}
