import type {
  PasskeyAdded,
  PasskeyRegistrationBody,
  PasskeyRegistrationOptionsBody,
} from '@paygrid/contracts/user/passkeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { authKeys, createPasskey, type ProofNeed } from '~/features/auth';
import { api, lazyAnswer } from '~/shared/http';
import { completeProof } from '../state/proof';
import { settingsKeys } from './settings-keys';

// The contracts' schemas, imported with the first call: zod stays out of the first load (decision 0023).
const passkeyOptionsAnswer = lazyAnswer(
  () => import('@paygrid/contracts/user/passkeys'),
  'passkeyOptionsAnswerSchema',
);
const passkeyAddedAnswer = lazyAnswer(() => import('@paygrid/contracts/user/passkeys'), 'passkeyAddedSchema');

type NewPasskey = { name: string; proof: PasskeyRegistrationOptionsBody; need: ProofNeed };

/** Options the server gave after the proof; its challenge serves for five minutes, reused a little less. */
type Granted = { options: Record<string, unknown>; until: number };
const GRANT_REUSE_MS = 4 * 60 * 1000;

/**
 * POST /user/passkeys/options with the password (and with 2FA on a code), the browser's prompt that makes the
 * passkey, then POST /user/passkeys with its name: the passkey, and recovery codes when it is the first second factor.
 * A prompt the person closed is offered again on the same options: the code they gave is spent once, not per try.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  const granted = useRef<Granted | undefined>(undefined);
  return useMutation({
    mutationFn: async ({ name, proof, need }: NewPasskey): Promise<PasskeyAdded> => {
      const fresh = granted.current && granted.current.until > Date.now() ? granted.current : undefined;
      const options =
        fresh?.options ??
        (
          await api.post('/user/passkeys/options', passkeyOptionsAnswer, {
            body: await completeProof(proof, need),
          })
        ).options;
      granted.current = { options, until: fresh?.until ?? Date.now() + GRANT_REUSE_MS };
      const response = await createPasskey(options);
      // The server takes the challenge with this answer, whatever it decides.
      granted.current = undefined;
      const body: PasskeyRegistrationBody = { name, response };
      return api.post('/user/passkeys', passkeyAddedAnswer, { body });
    },
    // The password and the recovery codes shown once leave the mutation cache with the dialog.
    gcTime: 0,
    // The list gains the passkey, the other sessions end, the log gains a line: every setting is read again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
        // Whether the person has a passkey decides what a proof asks (decision 0107).
        queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
      ]),
  });
}
