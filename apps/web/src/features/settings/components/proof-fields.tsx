import { Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '~/shared/ui/password-field';

type ProofFieldsProps = {
  field: (path: string) => GetInputPropsReturnType;
  /** Two-factor authentication is on: a current code or an unused recovery code is asked too. */
  askCode: boolean;
  /** Why the password is asked here, in the form's own words. */
  hint: string;
};

/**
 * The password (and with 2FA on a code) at the foot of a form whose step needs them, labelled as
 * PasswordProofModal labels them.
 */
export function ProofFields({ field, askCode, hint }: ProofFieldsProps) {
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
      {askCode ? (
        <TextInput
          {...field('code')}
          label={t('security.two_factor.code')}
          name="code"
          autoComplete="one-time-code"
          spellCheck={false}
        />
      ) : null}
    </Stack>
  );
}
