import { Button, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import type { ServerErrorsForm } from '~/shared/forms/server-field-errors';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { showKeyFieldErrors } from './api-key-form-failure';

/** A key dialog's failed request: on the fields it names, else in the alert above the form until dismissed. */
export function useKeyFailure(form: ServerErrorsForm) {
  const [failure, setFailure] = useState<unknown>(undefined);
  return {
    failure,
    clear: () => setFailure(undefined),
    onError: (error: unknown) => {
      if (!showKeyFieldErrors(form, error)) setFailure(error);
    },
  };
}

type KeyDialogFormProps<Values> = {
  form: UseFormReturnType<Values>;
  /** Called with the values once they pass the form's checks; the last failure is cleared first. */
  onValid: (values: Values) => void;
  failure: ReturnType<typeof useKeyFailure>;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  children: ReactNode;
};

/**
 * The form of the create, edit and roll dialogs: the last failure above the fields, then Cancel and the submit
 * button; a failed check focuses the first field in error.
 */
export function KeyDialogForm<Values>({
  form,
  onValid,
  failure,
  submitLabel,
  pending,
  onCancel,
  children,
}: KeyDialogFormProps<Values>) {
  const { t } = useTranslation();
  const submit = (values: Values) => {
    failure.clear();
    onValid(values);
  };
  return (
    <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstInvalid(form, errors))}>
      <Stack gap="md">
        {failure.failure !== undefined ? (
          <RequestFailureAlert
            error={failure.failure}
            fallbackTitleKey="developers.action_failed"
            onDismiss={failure.clear}
          />
        ) : null}
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('developers.form.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
