import type {
  PasskeyAdded,
  PasskeyRegistrationBody,
  PasskeyRegistrationOptionsBody,
} from '@paygrid/contracts/user/passkeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPasskey } from '~/features/auth';
import { api, lazyAnswer } from '~/shared/http';
import { settingsKeys } from './settings-keys';

// The contracts' schemas, imported with the first call: zod stays out of the first load (decision 0023).
const passkeyOptionsAnswer = lazyAnswer(
  () => import('@paygrid/contracts/user/passkeys'),
  'passkeyOptionsAnswerSchema',
);
const passkeyAddedAnswer = lazyAnswer(() => import('@paygrid/contracts/user/passkeys'), 'passkeyAddedSchema');

type NewPasskey = { name: string; proof: PasskeyRegistrationOptionsBody };

/**
 * POST /user/passkeys/options with the password (and with 2FA on a code), the browser's prompt that makes the
 * passkey, then POST /user/passkeys with its name: the passkey, and recovery codes when it is the first second factor.
 */
async function addPasskey({ name, proof }: NewPasskey): Promise<PasskeyAdded> {
  const { options } = await api.post('/user/passkeys/options', passkeyOptionsAnswer, { body: proof });
  const body: PasskeyRegistrationBody = { name, response: await createPasskey(options) };
  return api.post('/user/passkeys', passkeyAddedAnswer, { body });
}

/** The list gains the passkey; the other sessions end and the log gains a line: every setting is read again. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    // The password and the recovery codes shown once leave the mutation cache with the dialog.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
