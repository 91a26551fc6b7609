import { isCheckLoginAnswer } from '@paygrid/contracts/auth/check-login-guard';
import type { PasskeyAssertionBody } from '@paygrid/contracts/user/passkeys';
import { useMutation } from '@tanstack/react-query';
import { api, guardedAnswer } from '~/shared/http';
import type { MutationConfig } from '~/shared/query/mutation-config';
import { passkeyOptionsAnswer } from './passkey-options';
import { getPasskey } from './webauthn';

/** The second step with a passkey: POST /2fa-check/passkey/options, the browser's prompt, POST /2fa-check/passkey. */
async function checkPasskeySecondFactor(): Promise<void> {
  const { options } = await api.post('/2fa-check/passkey/options', passkeyOptionsAnswer);
  const body: PasskeyAssertionBody = { response: await getPasskey(options) };
  await api.post('/2fa-check/passkey', guardedAnswer(isCheckLoginAnswer, 'a login answer'), { body });
}

export const useCheckPasskeySecondFactor = (config: MutationConfig<typeof checkPasskeySecondFactor> = {}) =>
  useMutation({ ...config, mutationFn: checkPasskeySecondFactor });
