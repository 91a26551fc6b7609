import { encodeFieldMessage } from '~/shared/forms/field-message';

/** What proves a step is the person's own: the password, and a code with 2FA on. */
type ProofValues = { password: string; code: string };

/** The password, and the code when two-factor authentication is on: both needed before anything is sent. */
export function proofErrors(values: ProofValues, askCode: boolean): Record<string, string> {
  return {
    ...(values.password === '' ? { password: encodeFieldMessage({ key: 'validation__required' }) } : {}),
    ...(askCode && values.code.trim() === ''
      ? { code: encodeFieldMessage({ key: 'validation__required' }) }
      : {}),
  };
}

/** The proof as the API takes it: no code field at all without two-factor authentication. */
export const proofOf = (values: ProofValues, askCode: boolean) =>
  askCode ? { password: values.password, code: values.code.trim() } : { password: values.password };
