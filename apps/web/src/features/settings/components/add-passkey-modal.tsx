import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { deviceOf } from '@paygrid/domain/session/device';
import { IconInfoCircle, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  codeRequired,
  isPasskeyAlreadyThere,
  isPasskeyPromptDismissed,
  type ProofNeed,
} from '~/features/auth';
import { RecoveryCodesPanel } from '~/features/user';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { ruleError } from '~/shared/forms/rule-error';
import { showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useSuccessToast } from '~/shared/ui/success-toast';
import { useAddPasskey } from '../api/add-passkey';
import { passkeyNameRule } from '../state/passkey-name';
import { proofWording } from '../state/password-field-errors';
import { proofErrors, proofOf } from '../state/proof';
import { PasskeyNameField } from './passkey-name-field';
import { ProofFields } from './proof-fields';

type AddPasskeyValues = { name: string; password: string; code: string };

/** What the last try came to, short of the passkey: the prompt closed, the device already has one, a failure. */
type Setback =
  | { kind: 'dismissed' }
  | { kind: 'already-there' }
  | { kind: 'failed'; error: unknown }
  | undefined;

type AddPasskeyModalProps = {
  /** What is asked besides the password: a code, a passkey already added, a recovery code, or nothing. */
  need: ProofNeed;
  onClose: () => void;
};

/** A name and the password, the browser's prompt, then the passkey; with recovery codes when it is the first second factor. */
export function AddPasskeyModal({ need, onClose }: AddPasskeyModalProps) {
  const askCode = codeRequired(need);
  const { t } = useTranslation();
  const showSuccess = useSuccessToast();
  const add = useAddPasskey();
  const [setback, setSetback] = useState<Setback>(undefined);
  const [codes, setCodes] = useState<ReadonlyArray<string> | undefined>(undefined);
  const [suggestedName] = useState(() => {
    const { browser, system } = deviceOf(window.navigator.userAgent);
    if (browser && system) return t('security.passkeys.default_name', { browser, system });
    return browser ?? system ?? t('security.passkeys.fallback_name');
  });
  const form = useForm<AddPasskeyValues>({
    initialValues: { name: suggestedName, password: '', code: '' },
    validate: (values) => {
      const nameError = ruleError(values.name.trim(), passkeyNameRule);
      return { ...(nameError ? { name: nameError } : {}), ...proofErrors(values, askCode) };
    },
  });
  const field = useFieldProps(form);

  const submit = (values: AddPasskeyValues) => {
    setSetback(undefined);
    add.mutate(
      { name: values.name.trim(), proof: proofOf(values, askCode), need },
      {
        onSuccess: (answer) => {
          // The password leaves the form as soon as it has done its work.
          form.setValues({ password: '', code: '' });
          if (answer.backupCodes?.length) setCodes(answer.backupCodes);
          else {
            showSuccess(t('security.passkeys.added', { name: answer.data.name }));
            onClose();
          }
        },
        onError: (error) => {
          if (isPasskeyPromptDismissed(error)) setSetback({ kind: 'dismissed' });
          else if (isPasskeyAlreadyThere(error)) setSetback({ kind: 'already-there' });
          else if (!showServerFieldErrors(form, error, ['name', 'password', 'code'], proofWording))
            setSetback({ kind: 'failed', error });
        },
      },
    );
  };

  return (
    <DialogFrame
      opened
      onClose={onClose}
      title={codes ? t('security.passkeys.added_title') : t('security.passkeys.add_title')}
      closeLabel={codes ? t('security.close') : t('security.cancel')}
      size={codes ? 'lg' : 'md'}
      closeOnClickOutside={codes === undefined}
    >
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={onClose} />
      ) : (
        <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstInvalid(form, errors))}>
          <Stack gap="md">
            <Text size="sm">{t('security.passkeys.add_message')}</Text>
            <Alert role="note" variant="light" color="yellow" icon={<IconLogout size={18} aria-hidden />}>
              {t('security.passkeys.add_ends_sessions')}
            </Alert>
            {setback?.kind === 'failed' ? (
              <RequestFailureAlert
                error={setback.error}
                fallbackTitleKey="security.passkeys.add_failed"
                onDismiss={() => setSetback(undefined)}
              />
            ) : null}
            {setback?.kind === 'dismissed' || setback?.kind === 'already-there' ? (
              // A closed prompt is the person's choice, not a failure: a calm word, not an alert.
              <Alert
                role="status"
                variant="light"
                color="gray"
                icon={<IconInfoCircle size={18} aria-hidden />}
                title={t('security.passkeys.add_dismissed_title')}
              >
                {setback.kind === 'dismissed'
                  ? t('security.passkeys.add_dismissed')
                  : t('security.passkeys.already_on_device')}
              </Alert>
            ) : null}
            <PasskeyNameField field={field} />
            <ProofFields
              field={field}
              need={need}
              hint={need === 'code' ? t('security.passkeys.proof_2fa') : t('security.passkeys.proof')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('security.cancel')}
              </Button>
              <Button type="submit" loading={add.isPending}>
                {t('security.passkeys.add_submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </DialogFrame>
  );
}
