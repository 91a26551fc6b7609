import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordField, newPasswordError, newPasswordErrorWithList } from '~/features/auth';
import { encodeFieldMessage } from '~/shared/forms/field-message';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { MutationFailureAlert } from '~/shared/ui/mutation-failure-alert';
import { PasswordField } from '~/shared/ui/password-field';
import { SuccessNotice } from '~/shared/ui/success-notice';
import { useChangePassword } from '../api/change-password';
import { passwordWording } from '../state/password-field-errors';
import { SettingsSection } from './settings-section';

type PasswordValues = { current_password: string; new_password: string; confirmation: string };

const serverFields = ['current_password', 'new_password'];

/** The current password, a new one twice; the server ends every other session when it is changed. */
export function ChangePasswordCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const form = useForm<PasswordValues>({
    initialValues: { current_password: '', new_password: '', confirmation: '' },
    validate: {
      current_password: (value) =>
        value === '' ? encodeFieldMessage({ key: 'validation__required' }) : undefined,
      new_password: (value) => newPasswordError(value, email),
      confirmation: (value, values) =>
        value === values.new_password
          ? undefined
          : encodeFieldMessage({ key: 'validation__passwords_differ' }),
    },
    onValuesChange: () => setChanged(false),
  });
  const field = useFieldProps(form);

  const submit = async (values: PasswordValues) => {
    const listed = await newPasswordErrorWithList(values.new_password, email);
    if (listed) {
      form.setFieldError('new_password', listed);
      form.getInputNode('new_password')?.focus();
      return;
    }
    change.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: () => {
          form.reset();
          setChanged(true);
        },
        onError: (error) => showServerFieldErrors(form, error, serverFields, passwordWording),
      },
    );
  };

  return (
    <SettingsSection
      id="security-password"
      title={t('security.password.title')}
      description={t('security.password.description')}
    >
      <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstInvalid(form, errors))}>
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Stack gap="md" maw={420}>
          {changed ? (
            <SuccessNotice title={t('security.password.changed_title')}>
              {t('security.password.changed_message')}
            </SuccessNotice>
          ) : null}
          <MutationFailureAlert
            mutation={change}
            fallbackTitleKey="security.password.failed"
            fields={serverFields}
          />
          <PasswordField
            {...field('current_password')}
            label={t('security.password.current')}
            name="current_password"
            autoComplete="current-password"
          />
          <NewPasswordField
            {...field('new_password')}
            label={t('security.password.new')}
            name="new_password"
            userInputs={[email]}
          />
          <PasswordField
            {...field('confirmation')}
            label={t('security.password.confirmation')}
            name="confirmation"
            autoComplete="new-password"
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('security.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
