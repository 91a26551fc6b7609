import { Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ProofNeed } from '~/features/auth';

type ProofCodeFieldProps = {
  field: (path: string) => GetInputPropsReturnType;
  need: ProofNeed;
};

/**
 * The second factor under the password: the app's code (or a recovery code); a word that the passkey comes next,
 * with a recovery code as the way round a lost one; a recovery code where this page cannot use a passkey.
 */
export function ProofCodeField({ field, need }: ProofCodeFieldProps) {
  const { t } = useTranslation();
  const common = { name: 'code', autoComplete: 'one-time-code', spellCheck: false } as const;
  switch (need) {
    case 'password':
      return null;
    case 'code':
      return <TextInput {...field('code')} {...common} label={t('security.two_factor.code')} />;
    case 'recovery-code':
      return (
        <TextInput
          {...field('code')}
          {...common}
          label={t('security.proof.recovery_code')}
          description={t('security.proof.recovery_code_hint')}
        />
      );
    case 'passkey':
      return (
        <>
          <Text size="sm">{t('security.proof.passkey_note')}</Text>
          <TextInput
            {...field('code')}
            {...common}
            label={t('security.proof.recovery_instead')}
            description={t('security.proof.recovery_instead_hint')}
          />
        </>
      );
  }
}
