import { useCurrentUser } from '../api/current-user';
import { passkeysOffered } from './passkey-support';

/**
 * What a step that needs the person's proof asks besides the password (issue 39, decision 0107): nothing; a code
 * (TOTP on: the app's code or a recovery code); the passkey, with a recovery code as the way round a lost one; or a
 * recovery code alone, where the account's second factor is a passkey this page cannot use.
 */
export type ProofNeed = 'password' | 'code' | 'passkey' | 'recovery-code';

export function useProofNeed(): ProofNeed {
  const attributes = useCurrentUser().data?.attributes;
  if (attributes?.two_factor_enabled) return 'code';
  if (!attributes?.has_passkeys) return 'password';
  return passkeysOffered() ? 'passkey' : 'recovery-code';
}

/** The code field must be filled: the app's code, or a recovery code where no passkey can be used here. */
export const codeRequired = (need: ProofNeed): boolean => need === 'code' || need === 'recovery-code';
