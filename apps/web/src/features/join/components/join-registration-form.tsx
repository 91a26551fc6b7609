import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registrationBodySchema } from '@paygrid/contracts/auth/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newPasswordError, newPasswordErrorWithList, PasswordStrengthMeter } from '~/features/auth';
import { translateFieldMessage } from '~/shared/forms/field-message';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { schemaErrors } from '~/shared/forms/schema-errors';
import { serverFieldErrors } from '~/shared/forms/server-field-errors';
import { isLocale } from '~/shared/i18n/locales';
import { PasswordField } from '~/shared/ui/password-field';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { registerThroughInvitation } from '../api/register-through-invitation';

type JoinValues = { first_name: string; last_name: string; password: string };

const fields = ['first_name', 'last_name', 'password'] as const;

type JoinRegistrationFormProps = { token: string; email: string };

/** An account for the invited e-mail only: the address is fixed, the rest is the visitor's. */
export function JoinRegistrationForm({ token, email }: JoinRegistrationFormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<JoinValues>({
    initialValues: { first_name: '', last_name: '', password: '' },
    validate: (values) => {
      const errors = schemaErrors(registrationBodySchema, { ...values, email });
      return {
        first_name: errors.first_name,
        last_name: errors.last_name,
        password: newPasswordError(values.password, email) ?? errors.password,
      };
    },
  });

  const registration = useMutation({
    mutationFn: registerThroughInvitation,
    onSuccess: async () => {
      // Everything cached belongs to the visitor; the organisation list loads for the new account.
      queryClient.clear();
      await navigate('/organizations', { replace: true });
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error, fields);
      form.setErrors(fieldErrors);
      focusFirstInvalid(form, fieldErrors);
    },
  });

  const hasFieldErrors = Object.keys(serverFieldErrors(registration.error, fields)).length > 0;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        async (values) => {
          // The common-password list loads only now, on submit, as on the registration page.
          const passwordError = await newPasswordErrorWithList(values.password, email);
          if (passwordError) {
            form.setFieldError('password', passwordError);
            focusFirstInvalid(form, { password: passwordError });
            return;
          }
          registration.mutate({
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            email,
            password: values.password,
            locale: isLocale(i18n.language) ? i18n.language : 'en',
            invite_token: token,
          });
        },
        (errors) => focusFirstInvalid(form, errors),
      )}
    >
      <Stack gap="md">
        {registration.isError && !hasFieldErrors ? (
          <RequestFailureAlert
            error={registration.error}
            fallbackTitleKey="join.failed"
            onDismiss={() => registration.reset()}
          />
        ) : null}
        <TextInput label={t('join.email')} value={email} readOnly name="email" autoComplete="username" />
        <Group grow align="flex-start" gap="md">
          <TextInput
            {...form.getInputProps('first_name')}
            error={translateFieldMessage(t, form.errors.first_name)}
            label={t('join.first_name')}
            name="first_name"
            autoComplete="given-name"
            required
            withAsterisk={false}
          />
          <TextInput
            {...form.getInputProps('last_name')}
            error={translateFieldMessage(t, form.errors.last_name)}
            label={t('join.last_name')}
            name="last_name"
            autoComplete="family-name"
            required
            withAsterisk={false}
          />
        </Group>
        <PasswordField
          {...form.getInputProps('password')}
          error={translateFieldMessage(t, form.errors.password)}
          label={t('join.password')}
          description={t('join.password_hint')}
          name="password"
          autoComplete="new-password"
        />
        <PasswordStrengthMeter
          password={form.values.password}
          userInputs={[form.values.first_name, form.values.last_name, email]}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          mt="xs"
          loading={registration.isPending || registration.isSuccess}
        >
          {t('join.submit')}
        </Button>
      </Stack>
    </form>
  );
}
