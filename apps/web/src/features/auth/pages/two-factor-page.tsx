import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '~/shared/ui/page-heading';
import { SixDigitCodeField } from '~/shared/ui/six-digit-code-field';
import { PasskeySecondFactor } from '../components/passkey-second-factor';
import { RecoveryCodeForm } from '../components/recovery-code-form';
import { SecondFactorForm } from '../components/second-factor-form';
import { totpCodeRule } from '../state/field-rules';
import { passkeysOffered } from '../state/passkey-support';
import { pendingSecondFactors } from '../state/two-factor-pending';

/**
 * SPEC §4 second step, in the ways the server offered for this account (issue 39): a 6-digit code from the
 * authenticator app (a recovery code one click away), a passkey, or both; with a passkey and no app, the code
 * field takes a recovery code.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const [methods] = useState(pendingSecondFactors);
  const [withPasskey] = useState(() => methods.includes('passkey') && passkeysOffered());
  const withRecoveryCode = methods.includes('recovery-code');
  const backToLogin = (
    <Anchor component={Link} to="/login" ta="center" size="sm">
      {t('two_factor.back_to_login')}
    </Anchor>
  );

  if (methods.includes('totp')) {
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
          {withPasskey ? null : backToLogin}
        </SecondFactorForm>
        {withPasskey ? (
          <>
            <Divider label={t('two_factor.or')} labelPosition="center" />
            <PasskeySecondFactor variant="default" />
            {backToLogin}
          </>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeading
        title={t('two_factor.heading')}
        intro={
          withPasskey
            ? t('two_factor.passkey_intro')
            : withRecoveryCode
              ? t('two_factor.recovery_no_passkeys')
              : // A passkey-only account on a page without WebAuthn: nothing here can finish the sign-in.
                t('two_factor.passkeys_unavailable')
        }
      />
      {withPasskey ? <PasskeySecondFactor variant="filled" /> : null}
      {withPasskey && withRecoveryCode ? (
        <>
          <Divider label={t('two_factor.or')} labelPosition="center" />
          <Text size="sm">{t('two_factor.recovery_instead')}</Text>
        </>
      ) : null}
      {withRecoveryCode ? (
        <RecoveryCodeForm autoFocus={!withPasskey} submitVariant={withPasskey ? 'default' : 'filled'}>
          {backToLogin}
        </RecoveryCodeForm>
      ) : (
        backToLogin
      )}
    </Stack>
  );
}
