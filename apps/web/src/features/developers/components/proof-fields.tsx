import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ProofNeed } from '~/features/auth';
import { ProofFields as SecurityProofFields } from '~/features/settings';

type ProofFieldsProps = {
  field: (path: string) => GetInputPropsReturnType;
  /** What is asked besides the password: a code, the passkey, a recovery code, or nothing. */
  need: ProofNeed;
};

/** The password (and the account's second factor) at the foot of a form that changes a key: the organisation's security. */
export function ProofFields({ field, need }: ProofFieldsProps) {
  const { t } = useTranslation();
  return (
    <SecurityProofFields
      field={field}
      need={need}
      hint={need === 'code' ? t('developers.form.proof_2fa') : t('developers.form.proof')}
    />
  );
}
