import { Anchor, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '~/shared/ui/page-heading';
import { SecondFactorForm } from '../components/second-factor-form';
import { recoveryCodeRule } from '../state/field-rules';
import classes from './code-input.module.css';

/** The second step with one of the saved recovery codes instead of the app; each works once. */
export function TwoFactorRecoveryPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeading title={t('two_factor_recovery.heading')} intro={t('two_factor_recovery.intro')} />
      <SecondFactorForm
        rule={recoveryCodeRule}
        normalise={(typed) => typed.trim().toLowerCase()}
        submitLabel={t('two_factor_recovery.submit')}
        codeField={(inputProps) => (
          <TextInput
            {...inputProps}
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
        )}
      >
        <Anchor component={Link} to="/2fa" ta="center" size="sm" fw={500}>
          {t('two_factor_recovery.use_app')}
        </Anchor>
      </SecondFactorForm>
    </Stack>
  );
}
