import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { totpCodeRule, useCurrentUser } from '~/features/auth';
import { encodeFieldMessage } from '~/shared/forms/field-message';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { ruleError } from '~/shared/forms/rule-error';
import { type FieldWording, showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { useEnvironment } from '~/shared/http';
import { MutationFailureAlert } from '~/shared/ui/mutation-failure-alert';
import { PageHeading } from '~/shared/ui/page-heading';
import { PasswordField } from '~/shared/ui/password-field';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { SixDigitCodeField } from '~/shared/ui/six-digit-code-field';
import { SuccessNotice } from '~/shared/ui/success-notice';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useTwoFactorSecret } from '../api/two-factor-secret';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel';
import { SetupKey } from '../components/setup-key';
import classes from '../components/two-factor.module.css';
import { returnAddressOf } from '../return-address';

function useQrCode(uri: string | undefined): string | undefined {
  const [image, setImage] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!uri) return;
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(uri, { margin: 1, width: 336, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (current) setImage(url);
      });
    return () => {
      current = false;
    };
  }, [uri]);
  return image;
}

const FIELDS = ['code', 'password'];

/** The API says a wrong password and a wrong code in English only; the reader's language says them here. */
const enableWording: FieldWording = (failure) => {
  if (failure.key === 'invalid_password') {
    return encodeFieldMessage({ key: 'setup_2fa.wrong_password', fallback: failure.title });
  }
  if (failure.key === 'invalid_code') {
    return encodeFieldMessage({ key: 'setup_2fa.wrong_code', fallback: failure.title });
  }
  return undefined;
};

/** The organisation page that sent the reader here because its policy asks for 2FA (issue 18), if any. */
function useReturnAddress(): string | undefined {
  const { search } = useLocation();
  const { data: environment } = useEnvironment();
  if (!environment) return undefined;
  return returnAddressOf(search, { protocol: window.location.protocol, appHost: environment.APP_HOST });
}

function SetupSteps({ returnTo }: { returnTo: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const secret = useTwoFactorSecret();
  const qrCode = useQrCode(secret.data?.uri);
  const form = useForm({
    initialValues: { code: '', password: '' },
    validate: {
      code: (value) => ruleError(value.replace(/\s/g, ''), totpCodeRule),
      password: (value) => (value === '' ? encodeFieldMessage({ key: 'validation__required' }) : undefined),
    },
  });
  const field = useFieldProps(form);
  const enable = useEnableTwoFactor();
  // An account with a passkey proves itself with it: the code above is the new app's.
  const withPasskey = useCurrentUser().data?.attributes.has_passkeys === true;

  if (enable.data) {
    return (
      <Stack gap="lg">
        <SuccessNotice title={t('setup_2fa.enabled_title')}>{t('setup_2fa.enabled_message')}</SuccessNotice>
        <RecoveryCodesPanel
          codes={enable.data.backupCodes}
          onDone={() => {
            enable.reset();
            // The organisation is on another host: a full load, which also reads the now-open organisation afresh.
            if (returnTo) window.location.assign(returnTo);
            else void navigate('/organizations');
          }}
        />
      </Stack>
    );
  }
  if (secret.isError) {
    return <RequestFailureAlert error={secret.error} fallbackTitleKey="setup_2fa.error_title" />;
  }
  if (!secret.data) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{t('setup_2fa.loading')}</Text>
      </Group>
    );
  }

  return (
    <Stack gap="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="lg">
          <Text fw={600}>{t('setup_2fa.step_scan')}</Text>
          <Group align="flex-start" gap="xl" wrap="wrap">
            {qrCode ? (
              <img src={qrCode} alt={t('setup_2fa.qr_alt')} className={classes.qr} width={184} height={184} />
            ) : (
              <div className={classes.qr} aria-hidden />
            )}
            <Stack gap="xs" style={{ flex: '1 1 220px' }}>
              <Text size="sm" c="dimmed">
                {t('setup_2fa.manual_hint')}
              </Text>
              <SetupKey secret={secret.data.secret} />
            </Stack>
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p="xl">
        <Stack gap="md">
          <MutationFailureAlert mutation={enable} fallbackTitleKey="setup_2fa.error_title" fields={FIELDS} />
          <form
            noValidate
            onSubmit={form.onSubmit(
              (values) =>
                enable.mutate(
                  { code: values.code.replace(/\s/g, ''), password: values.password, withPasskey },
                  { onError: (error) => showServerFieldErrors(form, error, FIELDS, enableWording) },
                ),
              (errors) => focusFirstInvalid(form, errors),
            )}
          >
            <Stack gap="md">
              <Text fw={600}>{t('setup_2fa.step_confirm')}</Text>
              <SixDigitCodeField {...field('code')} label={t('setup_2fa.code_label')} name="code" />
              <PasswordField
                {...field('password')}
                label={t('setup_2fa.password_label')}
                description={t('setup_2fa.password_hint')}
                name="password"
                autoComplete="current-password"
              />
              {withPasskey ? <Text size="sm">{t('security.proof.passkey_note')}</Text> : null}
              <Group>
                <Button type="submit" size="md" loading={enable.isPending}>
                  {t('setup_2fa.enable')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /setup-2fa: scan or type the secret, confirm with a code, then keep the recovery codes. */
export function SetupTwoFactorPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [startedOff] = useState(() => user?.attributes.two_factor_enabled !== true);
  const returnTo = useReturnAddress();

  return (
    <Stack gap="xl">
      <PageHeading title={t('setup_2fa.heading')} intro={t('setup_2fa.intro')} />
      {startedOff && returnTo ? (
        <Alert
          color="gray"
          icon={<IconShieldLock size={18} aria-hidden />}
          title={t('setup_2fa.required_title')}
        >
          {t('setup_2fa.required_message')}
        </Alert>
      ) : null}
      {startedOff ? (
        <SetupSteps returnTo={returnTo} />
      ) : (
        <Stack gap="md">
          <SuccessNotice title={t('setup_2fa.already_on_title')}>
            {t('setup_2fa.already_on_message')}
          </SuccessNotice>
          {returnTo ? (
            <Anchor href={returnTo} fw={600}>
              {t('setup_2fa.continue')}
            </Anchor>
          ) : (
            <Anchor component={Link} to="/organizations" fw={600}>
              {t('setup_2fa.back')}
            </Anchor>
          )}
        </Stack>
      )}
    </Stack>
  );
}
