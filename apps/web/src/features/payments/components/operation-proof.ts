import { useForm } from '@mantine/form';
import { useState } from 'react';
import { codeRequired, isPasskeyPromptDismissed, useProofNeed } from '~/features/auth';
import { completeProof, proofErrors, proofOf, proofWording } from '~/features/settings';
import { encodeFieldMessage } from '~/shared/forms/field-message';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { type FieldWording, failsOnFields, showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { apiErrorOf } from '~/shared/http';

/** The API's refusal of an owner's or admin's request above the approval amount sent without the password. */
const PROOF_REQUIRED = 'approval_proof_required';

const operationProofWording: FieldWording = (failure, field) =>
  failure.key === PROOF_REQUIRED
    ? encodeFieldMessage({ key: 'payments.operations.approval.proof_required' })
    : proofWording(failure, field);

/**
 * What proves an operation request is the reader's own: the password, and the account's second factor (a code, or
 * the passkey's answer) where it has one (decisions 0106, 0107).
 */
export type OperationProof = { password?: string; code?: string; passkey?: Record<string, unknown> };

/**
 * The password (and code) an owner or admin sends with a request above the approval amount: the fields' props,
 * the proof once filled in, and the server's refusals of it on its fields.
 */
export function useOperationProof() {
  const need = useProofNeed();
  const askCode = codeRequired(need);
  const form = useForm({ initialValues: { password: '', code: '' } });
  const field = useFieldProps(form);
  // The server asked for a proof the console did not know was needed (the amounts changed, or were not read yet).
  const [asked, setAsked] = useState(false);
  const shown = need === 'password' ? ['password'] : ['password', 'code'];
  return {
    need,
    field,
    asked,
    /**
     * The proof to send with the request (none when not needed), the passkey's prompt answered where it is the
     * second factor; undefined once it said what is missing.
     */
    proof: async (needed: boolean): Promise<OperationProof | undefined> => {
      if (!needed) return {};
      const errors = proofErrors(form.values, askCode);
      if (Object.keys(errors).length > 0) {
        form.setErrors(errors);
        focusFirstInvalid(form, errors);
        return undefined;
      }
      try {
        return await completeProof(proofOf(form.values, askCode), need);
      } catch (error) {
        // The prompt closed (or the passkey's options failed): said on the field a recovery code can go in.
        const key = isPasskeyPromptDismissed(error) ? 'error.passkey_not_used' : 'error.generic';
        form.setErrors({ code: encodeFieldMessage({ key }) });
        return undefined;
      }
    },
    /** Whether a refusal is about the proof: its fields say it, not an alert. */
    refusedProof: (error: unknown) => failsOnFields(error, shown),
    /** Puts a refusal of the proof on its fields. */
    showRefusal: (error: unknown) => {
      if (apiErrorOf(error)?.errors.some((item) => item.code === PROOF_REQUIRED)) setAsked(true);
      showServerFieldErrors(form, error, shown, operationProofWording);
    },
    clearErrors: () => form.clearErrors(),
  };
}
