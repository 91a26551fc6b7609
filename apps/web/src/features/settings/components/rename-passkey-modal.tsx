import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Passkey } from '@paygrid/contracts/user/passkeys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { ruleError } from '~/shared/forms/rule-error';
import { showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useSuccessToast } from '~/shared/ui/success-toast';
import { useRenamePasskey } from '../api/rename-passkey';
import { passkeyNameRule } from '../state/passkey-name';
import { PasskeyNameField } from './passkey-name-field';

type RenamePasskeyModalProps = { passkey: Passkey; onClose: () => void };

/** A passkey's new name: nothing else about it changes, so no password is asked. */
export function RenamePasskeyModal({ passkey, onClose }: RenamePasskeyModalProps) {
  const { t } = useTranslation();
  const showSuccess = useSuccessToast();
  const rename = useRenamePasskey();
  const [failure, setFailure] = useState<unknown>(undefined);
  const form = useForm({
    initialValues: { name: passkey.name },
    validate: { name: (value) => ruleError(value.trim(), passkeyNameRule) },
  });
  const field = useFieldProps(form);

  const submit = ({ name }: { name: string }) => {
    setFailure(undefined);
    rename.mutate(
      { id: passkey.id, body: { name: name.trim() } },
      {
        onSuccess: (answer) => {
          showSuccess(t('security.passkeys.renamed', { name: answer.data.name }));
          onClose();
        },
        onError: (error) => {
          if (!showServerFieldErrors(form, error, ['name'])) setFailure(error);
        },
      },
    );
  };

  return (
    <DialogFrame
      opened
      onClose={onClose}
      title={t('security.passkeys.rename_title')}
      closeLabel={t('security.cancel')}
    >
      <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstInvalid(form, errors))}>
        <Stack gap="md">
          {failure !== undefined ? (
            <RequestFailureAlert
              error={failure}
              fallbackTitleKey="security.passkeys.rename_failed"
              onDismiss={() => setFailure(undefined)}
            />
          ) : null}
          <PasskeyNameField field={field} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('security.cancel')}
            </Button>
            <Button type="submit" loading={rename.isPending}>
              {t('security.passkeys.rename_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogFrame>
  );
}
