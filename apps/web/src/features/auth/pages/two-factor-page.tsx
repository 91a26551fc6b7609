import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '~/shared/ui/page-heading';
import { SixDigitCodeField } from '~/shared/ui/six-digit-code-field';
import { SecondFactorForm } from '../components/second-factor-form';
import { totpCodeRule } from '../state/field-rules';

/** SPEC §4 second step: a 6-digit code from the authenticator app. */
export function TwoFactorPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeading title={t('two_factor.heading')} intro={t('two_factor.intro')} />
      <SecondFactorForm
        rule={totpCodeRule}
        normalise={(typed) => typed.replace(/\s/g, '')}
        clearOnError
        submitLabel={t('two_factor.submit')}
        codeField={(inputProps) => (
          <SixDigitCodeField
            {...inputProps}
            label={t('two_factor.code')}
            description={t('two_factor.code_hint')}
            name="code"
            autoFocus
          />
        )}
      >
        <Anchor component={Link} to="/2fa/recovery" ta="center" size="sm" fw={500}>
          {t('two_factor.use_recovery')}
        </Anchor>
        <Anchor component={Link} to="/login" ta="center" size="sm">
          {t('two_factor.back_to_login')}
        </Anchor>
      </SecondFactorForm>
    </Stack>
  );
}
