import { Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ProofNeed } from '~/features/auth';
import { PasswordField } from '~/shared/ui/password-field';
import { ProofCodeField } from './proof-code-field';

type ProofFieldsProps = {
  field: (path: string) => GetInputPropsReturnType;
  /** What is asked besides the password (decision 0107): a code, the passkey, a recovery code, or nothing. */
  need: ProofNeed;
  /** Why the password is asked here, in the form's own words. */
  hint: string;
};

/**
 * The password (and the account's second factor) at the foot of a form whose step needs them, labelled as
 * PasswordProofModal labels them.
 */
export function ProofFields({ field, need, hint }: ProofFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      <PasswordField
        {...field('password')}
        label={t('security.two_factor.password')}
        name="password"
        autoComplete="current-password"
      />
      <ProofCodeField field={field} need={need} />
    </Stack>
  );
}
