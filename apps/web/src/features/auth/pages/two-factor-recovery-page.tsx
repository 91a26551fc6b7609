import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '~/shared/ui/page-heading';
import { RecoveryCodeForm } from '../components/recovery-code-form';
import { pendingSecondFactors } from '../state/two-factor-pending';

/** The second step with one of the saved recovery codes instead of the app; each works once. */
export function TwoFactorRecoveryPage() {
  const { t } = useTranslation();
  // Without the app (a passkey is the account's second step), the way back is to the passkey.
  const [withApp] = useState(() => pendingSecondFactors().includes('totp'));
  return (
    <Stack gap="lg">
      <PageHeading title={t('two_factor_recovery.heading')} intro={t('two_factor_recovery.intro')} />
      <RecoveryCodeForm>
        <Anchor component={Link} to="/2fa" ta="center" size="sm" fw={500}>
          {withApp ? t('two_factor_recovery.use_app') : t('two_factor_recovery.use_passkey')}
        </Anchor>
      </RecoveryCodeForm>
    </Stack>
  );
}
