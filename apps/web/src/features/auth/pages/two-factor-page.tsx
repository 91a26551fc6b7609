import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { ruleError } from '~/shared/forms/rule-error';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { PageHeading } from '~/shared/ui/page-heading';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { SixDigitCodeField } from '~/shared/ui/six-digit-code-field';
import { useCheckSecondFactor } from '../api/check-second-factor';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { totpCodeRule } from '../state/field-rules';

/** SPEC §4 second step: a 6-digit code from the authenticator app. */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => ruleError(value.replace(/\s/g, ''), totpCodeRule) },
  });
  const field = useFieldProps(form);
  const check = useCheckSecondFactor({
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
          (values) => check.mutate({ code: values.code.replace(/\s/g, '') }),
          (errors) => focusFirstInvalid(form, errors),
        )}
      >
        <Stack gap="md">
          <SixDigitCodeField
            {...field('code')}
            label={t('two_factor.code')}
            description={t('two_factor.code_hint')}
            name="code"
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
