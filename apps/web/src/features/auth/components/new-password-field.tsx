import { type PasswordInputProps, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '~/shared/ui/password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

type NewPasswordFieldProps = PasswordInputProps & {
  /** Words the password should not lean on: name, e-mail. */
  userInputs: ReadonlyArray<string>;
};

/** A password being chosen: the length hint under the field and the strength meter (SPEC §2) below it. */
export function NewPasswordField({ userInputs, ...props }: NewPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={8}>
      <PasswordField description={t('registration.password_hint')} autoComplete="new-password" {...props} />
      <PasswordStrengthMeter password={String(props.value ?? '')} userInputs={userInputs} />
    </Stack>
  );
}
