import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateFieldMessage } from '~/shared/forms/field-message';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { ruleError } from '~/shared/forms/rule-error';
import { PageHeading } from '~/shared/ui/page-heading';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { checkSecondFactor } from '../api/check-second-factor';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { totpCodeRule } from '../state/field-rules';
import classes from './code-input.module.css';

/** SPEC §4 second step: a 6-digit code from the authenticator app. */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => ruleError(value.replace(/\s/g, ''), totpCodeRule) },
  });
  const check = useMutation({
    mutationFn: (code: string) => checkSecondFactor({ code }),
    onSuccess: completeSignIn,
    onError: () => form.setFieldValue('code', ''),
  });

  return (
    <Stack gap="lg">
      <PageHeading title={t('two_factor.heading')} intro={t('two_factor.intro')} />
      {check.isError ? (
        <RequestFailureAlert
          error={check.error}
          fallbackTitleKey="two_factor.error_title"
          onDismiss={() => check.reset()}
        />
      ) : null}
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => check.mutate(values.code.replace(/\s/g, '')),
          (errors) => focusFirstInvalid(form, errors),
        )}
      >
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('code')}
            error={translateFieldMessage(t, form.errors.code)}
            label={t('two_factor.code')}
            description={t('two_factor.code_hint')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            spellCheck={false}
            classNames={{ input: classes.codeInput }}
            required
            withAsterisk={false}
            data-autofocus
            autoFocus
          />
          <Button type="submit" size="md" fullWidth loading={check.isPending}>
            {t('two_factor.submit')}
          </Button>
          <Anchor component={Link} to="/2fa/recovery" ta="center" size="sm" fw={500}>
            {t('two_factor.use_recovery')}
          </Anchor>
          <Anchor component={Link} to="/login" ta="center" size="sm">
            {t('two_factor.back_to_login')}
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}
