import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { entranceUrl } from '@paygrid/domain/routes/hosts';
import { IconShieldCheck, IconShieldExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProofNeed } from '~/features/auth';
import { RecoveryCodesPanel } from '~/features/user';
import { useEnvironment } from '~/shared/http';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { useSuccessToast } from '~/shared/ui/success-toast';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useReplaceRecoveryCodes } from '../api/replace-recovery-codes';
import { useUserPasskeys } from '../api/user-passkeys';
import { PasswordProofModal } from './password-proof-modal';
import { SettingsSection } from './settings-section';
import classes from './two-factor-card.module.css';

type Step = 'turn-off' | 'replace-codes' | undefined;

/** Whether a code is asked after the password; from here it can be turned off or its recovery codes replaced. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const need = useProofNeed();
  const { t } = useTranslation();
  const showSuccess = useSuccessToast();
  const { data: environment } = useEnvironment();
  const [step, setStep] = useState<Step>(undefined);
  const [codes, setCodes] = useState<ReadonlyArray<string> | undefined>(undefined);
  const disable = useDisableTwoFactor();
  const replace = useReplaceRecoveryCodes();
  // With a passkey (issue 39) the password alone no longer signs in, app or no app.
  const withPasskeys = (useUserPasskeys().data?.data.length ?? 0) > 0;
  // Set-up lives on the entrance host (SPEC §2), not on an organisation's sub-domain.
  const setupUrl = entranceUrl({
    protocol: window.location.protocol,
    appHost: environment?.APP_HOST ?? window.location.host,
    path: '/setup-2fa',
  });

  const status = enabled ? (
    <Badge color="pine" variant="light" leftSection={<IconShieldCheck size={14} aria-hidden />}>
      {t('security.two_factor.on')}
    </Badge>
  ) : (
    <Badge className={classes.off} leftSection={<IconShieldExclamation size={14} aria-hidden />}>
      {t('security.two_factor.off')}
    </Badge>
  );

  return (
    <SettingsSection
      id="security-two-factor"
      title={t('security.two_factor.title')}
      description={t('security.two_factor.description')}
      aside={<Group>{status}</Group>}
    >
      <Stack gap="md" align="flex-start">
        <Text size="sm">
          {enabled
            ? t('security.two_factor.on_message')
            : withPasskeys
              ? t('security.two_factor.off_message_passkeys')
              : t('security.two_factor.off_message')}
        </Text>
        <Group gap="sm">
          {/* An account guarded by a passkey alone has recovery codes too (issue 39). */}
          {enabled || withPasskeys ? (
            <Button variant="default" onClick={() => setStep('replace-codes')}>
              {t('security.two_factor.replace_codes')}
            </Button>
          ) : null}
          {enabled ? (
            <Button variant="default" color="red" onClick={() => setStep('turn-off')}>
              {t('security.two_factor.turn_off')}
            </Button>
          ) : (
            <Button component="a" href={setupUrl} leftSection={<IconShieldCheck size={16} aria-hidden />}>
              {t('security.two_factor.set_up')}
            </Button>
          )}
        </Group>
      </Stack>

      <PasswordProofModal
        opened={step === 'replace-codes'}
        title={t('security.two_factor.replace_title')}
        message={t(
          enabled ? 'security.two_factor.replace_message' : 'security.two_factor.replace_message_password',
        )}
        submitLabel={t('security.two_factor.replace_submit')}
        pending={replace.isPending}
        onClose={() => setStep(undefined)}
        need={need}
        onSubmit={(proof, { onError }) =>
          replace.mutate(proof, {
            onSuccess: (answer) => {
              setStep(undefined);
              setCodes(answer.backupCodes);
            },
            onError,
          })
        }
      />
      <PasswordProofModal
        opened={step === 'turn-off'}
        title={t('security.two_factor.turn_off_title')}
        message={t('security.two_factor.turn_off_message')}
        submitLabel={t('security.two_factor.turn_off_submit')}
        danger
        pending={disable.isPending}
        onClose={() => setStep(undefined)}
        need="code"
        onSubmit={(proof, { onError }) =>
          disable.mutate(proof, {
            onSuccess: () => {
              setStep(undefined);
              showSuccess(t('security.two_factor.turned_off'));
            },
            onError,
          })
        }
      />
      <DialogFrame
        opened={codes !== undefined}
        onClose={() => setCodes(undefined)}
        title={t('security.two_factor.replace_title')}
        closeLabel={t('security.close')}
        size="lg"
        closeOnClickOutside={false}
      >
        {codes ? <RecoveryCodesPanel codes={codes} onDone={() => setCodes(undefined)} /> : null}
      </DialogFrame>
    </SettingsSection>
  );
}
