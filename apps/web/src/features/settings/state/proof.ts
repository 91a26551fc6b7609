import { type ProofNeed, passkeyProof } from '~/features/auth';
import { encodeFieldMessage } from '~/shared/forms/field-message';

/** What proves a step is the person's own: the password, and a code with 2FA on. */
type ProofValues = { password: string; code: string };

/** The password, and the code where it is required: both needed before anything is sent. */
export function proofErrors(values: ProofValues, askCode: boolean): Record<string, string> {
  return {
    ...(values.password === '' ? { password: encodeFieldMessage({ key: 'validation__required' }) } : {}),
    ...(askCode && values.code.trim() === ''
      ? { code: encodeFieldMessage({ key: 'validation__required' }) }
      : {}),
  };
}

/**
 * The proof as the API takes it: the password, and the code where it is required or typed (a recovery code in
 * place of a passkey); no code field at all otherwise.
 */
export const proofOf = (values: ProofValues, askCode: boolean) =>
  askCode || values.code.trim() !== ''
    ? { password: values.password, code: values.code.trim() }
    : { password: values.password };

/**
 * A step's body with its proof completed: where the account's second factor is a passkey and no recovery code was
 * typed, the browser's prompt for the passkey, whose answer goes beside the password (decision 0107).
 */
export async function completeProof<T extends { code?: string }>(
  body: T,
  need: ProofNeed,
): Promise<T & { passkey?: Record<string, unknown> }> {
  return need === 'passkey' && !body.code ? { ...body, passkey: await passkeyProof() } : body;
}
