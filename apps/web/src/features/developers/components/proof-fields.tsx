import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ProofFields as SecurityProofFields } from '~/features/settings';

type ProofFieldsProps = {
  field: (path: string) => GetInputPropsReturnType;
  /** Two-factor authentication is on: a current code or an unused recovery code is asked too. */
  askCode: boolean;
};

/** The password (and with 2FA on a code) at the foot of a form that changes a key: the organisation's security. */
export function ProofFields({ field, askCode }: ProofFieldsProps) {
  const { t } = useTranslation();
  return (
    <SecurityProofFields
      field={field}
      askCode={askCode}
      hint={askCode ? t('developers.form.proof_2fa') : t('developers.form.proof')}
    />
  );
}
