import { Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { titleKeyForServerMessage } from '@paygrid/domain/errors/index';
import { emailPattern, matches, required, validate } from '@paygrid/domain/validation/index';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DangerAlert } from '~/shared/ui/danger-alert';
import { CheckLoginError, type CheckLoginResult, checkLogin, type LoginPayload } from '../api/check-login';

const emailRules = [required(), matches(emailPattern, 'validation__invalid_email')];
const passwordRules = [required()];

function ruleMessageKey(value: string, rules: Parameters<typeof validate>[1]): string | null {
  return validate(value, rules)?.key ?? null;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [passwordVisible, setPasswordVisible] = useState(false);

  // Errors hold i18n keys, translated at render, so a language switch re-words them too.
  const form = useForm<LoginPayload>({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => ruleMessageKey(value.trim(), emailRules),
      password: (value) => ruleMessageKey(value, passwordRules),
    },
  });

  const login = useMutation({
    mutationFn: checkLogin,
    onSuccess: (result: CheckLoginResult) => {
      if (result.step === 'two-factor-required') void navigate('/2fa');
      else void navigate('/organizations?login=1');
    },
  });

  const translateError = (key: unknown) =>
    typeof key === 'string' ? t(key as 'validation__required') : undefined;
  const serverMessage = login.error instanceof CheckLoginError ? login.error.serverMessage : undefined;
  const knownTitleKey = serverMessage ? titleKeyForServerMessage(serverMessage) : undefined;

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 30 }} lh={1.2}>
          {t('login.heading')}
        </Title>
        <Text c="dimmed">{t('login.intro')}</Text>
      </Stack>

      {login.isError && (
        <DangerAlert
          title={knownTitleKey ? t(knownTitleKey) : t('login.error_title')}
          onDismiss={() => login.reset()}
        >
          {serverMessage ?? t('error.generic')}
        </DangerAlert>
      )}

      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => login.mutate({ email: values.email.trim(), password: values.password }),
          (errors) => {
            const firstInvalid = Object.keys(errors)[0];
            if (firstInvalid) form.getInputNode(firstInvalid)?.focus();
          },
        )}
      >
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('email')}
            error={translateError(form.errors.email)}
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            required
            withAsterisk={false}
          />
          <PasswordInput
            {...form.getInputProps('password')}
            error={translateError(form.errors.password)}
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            required
            withAsterisk={false}
            visible={passwordVisible}
            onVisibilityChange={setPasswordVisible}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{
              'aria-label': passwordVisible ? t('password_input.hide') : t('password_input.show'),
              'aria-pressed': passwordVisible,
            }}
          />
          <Button type="submit" size="md" fullWidth mt="xs" loading={login.isPending}>
            {t('login.submit')}
          </Button>
          <Anchor component={Link} to="/restore-password" ta="center" size="sm" fw={500}>
            {t('login.forgot_password')}
          </Anchor>
        </Stack>
      </form>

      <Divider />

      <Text ta="center" size="sm">
        {t('login.no_account')}{' '}
        <Anchor component={Link} to="/registration" fw={600}>
          {t('login.create_account')}
        </Anchor>
      </Text>
    </Stack>
  );
}
