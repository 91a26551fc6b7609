import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { ruleError } from '~/shared/forms/rule-error';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { PageHeading } from '~/shared/ui/page-heading';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useCheckSecondFactor } from '../api/check-second-factor';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { recoveryCodeRule } from '../state/field-rules';
import classes from './code-input.module.css';

/** The second step with one of the saved recovery codes instead of the app; each works once. */
export function TwoFactorRecoveryPage() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => ruleError(value.trim(), recoveryCodeRule) },
  });
  const field = useFieldProps(form);
  const check = useCheckSecondFactor({
    onSuccess: completeSignIn,
  });

  return (
    <Stack gap="lg">
      <PageHeading title={t('two_factor_recovery.heading')} intro={t('two_factor_recovery.intro')} />
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
          (values) => check.mutate({ code: values.code.trim().toLowerCase() }),
          (errors) => focusFirstInvalid(form, errors),
        )}
      >
        <Stack gap="md">
          <TextInput
            {...field('code')}
            label={t('two_factor_recovery.code')}
            description={t('two_factor_recovery.code_hint')}
            name="recovery-code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            classNames={{ input: classes.codeInput }}
            required
            withAsterisk={false}
            autoFocus
          />
          <Button type="submit" size="md" fullWidth loading={check.isPending}>
            {t('two_factor_recovery.submit')}
          </Button>
          <Anchor component={Link} to="/2fa" ta="center" size="sm" fw={500}>
            {t('two_factor_recovery.use_app')}
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}
