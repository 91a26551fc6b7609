/**
 * Why a browser's passkey answer was refused, as a fixed word: the library's own message repeats what the caller
 * sent (an origin, a challenge, bytes), which neither the answer nor the account's log may carry.
 */
export type PasskeyRefusal =
  | 'challenge'
  | 'origin'
  | 'relying-party'
  | 'user-verification'
  | 'signature'
  | 'counter-went-back'
  | 'unsupported-key'
  | 'malformed';

const REASONS: ReadonlyArray<[RegExp, PasskeyRefusal]> = [
  [/challenge/i, 'challenge'],
  [/origin/i, 'origin'],
  [/RP ?ID/i, 'relying-party'],
  [/user (verification|presence|not present|could not be verified)/i, 'user-verification'],
  [/alg|attestation|public key/i, 'unsupported-key'],
];

/** The library's refusal as one of the fixed reasons; anything it did not name is a malformed answer. */
export const passkeyRefusalOf = (error: unknown): PasskeyRefusal => {
  const message = error instanceof Error ? error.message : '';
  return REASONS.find(([pattern]) => pattern.test(message))?.[1] ?? 'malformed';
};
