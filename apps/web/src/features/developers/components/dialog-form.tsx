import { Button, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ParseKeys } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import type { ServerErrorsForm } from '~/shared/forms/server-field-errors';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { showKeyFieldErrors } from './api-key-form-failure';

/** Puts a failure on the fields it names and answers true, or answers false when it is about the whole request. */
type ShowFieldErrors = (form: ServerErrorsForm, error: unknown) => boolean;

/**
 * A Developers dialog's failed request: on the fields it names (an API key's fields unless said), else in the alert
 * above the form until dismissed.
 */
export function useDialogFailure(
  form: ServerErrorsForm,
  showFieldErrors: ShowFieldErrors = showKeyFieldErrors,
) {
  const [failure, setFailure] = useState<unknown>(undefined);
  return {
    failure,
    clear: () => setFailure(undefined),
    onError: (error: unknown) => {
      if (!showFieldErrors(form, error)) setFailure(error);
    },
  };
}

type DialogFormProps<Values> = {
  form: UseFormReturnType<Values>;
  /** Called with the values once they pass the form's checks; the last failure is cleared first. */
  onValid: (values: Values) => void;
  failure: ReturnType<typeof useDialogFailure>;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  /** The alert's title when the failure has none of its own (an API key's unless said). */
  failureTitleKey?: ParseKeys;
  children: ReactNode;
};

/**
 * The form of a Developers dialog (an API key's create, edit and roll; a webhook endpoint's add, edit and rotate,
 * and its resend of failed deliveries): the last failure above the fields, then Cancel and the submit button; a
 * failed check focuses the first field in error.
 */
export function DialogForm<Values>({
  form,
  onValid,
  failure,
  submitLabel,
  pending,
  onCancel,
  failureTitleKey = 'developers.action_failed',
  children,
}: DialogFormProps<Values>) {
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
            fallbackTitleKey={failureTitleKey}
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
