import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registrationBodySchema } from '@paygrid/contracts/auth/registration';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NameFields, NewPasswordField, newPasswordError, newPasswordErrorWithList } from '~/features/auth';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { schemaErrors } from '~/shared/forms/schema-errors';
import { showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { isLocale } from '~/shared/i18n/locales';
import { EmailField } from '~/shared/ui/email-field';
import { MutationFailureAlert } from '~/shared/ui/mutation-failure-alert';
import { useRegisterThroughInvitation } from '../api/register-through-invitation';

type JoinValues = { first_name: string; last_name: string; password: string };

const fields = ['first_name', 'last_name', 'password'] as const;

type JoinRegistrationFormProps = { token: string; email: string };

/** An account for the invited e-mail only: the address is fixed, the rest is the visitor's. */
export function JoinRegistrationForm({ token, email }: JoinRegistrationFormProps) {
  const { t, i18n } = useTranslation();
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
  const field = useFieldProps(form);

  const registration = useRegisterThroughInvitation({
    // The organisation list loads for the new account.
    onSuccess: () => navigate('/organizations', { replace: true }),
    onError: (error) => showServerFieldErrors(form, error, fields),
  });

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
        <MutationFailureAlert mutation={registration} fallbackTitleKey="join.failed" fields={fields} />
        <EmailField label={t('join.email')} value={email} readOnly required={false} autoComplete="username" />
        <NameFields form={form} />
        <NewPasswordField
          {...field('password')}
          label={t('join.password')}
          description={t('join.password_hint')}
          name="password"
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
