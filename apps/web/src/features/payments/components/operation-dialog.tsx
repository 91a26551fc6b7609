import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { PaymentDetail } from '@paygrid/contracts/payments/payment';
import type { PaymentOperationKind } from '@paygrid/domain/payments/operations';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReaderNumbers } from '~/features/settings';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { OperationFailureAlert } from './operation-failure-alert';

type OperationDialogProps = {
  kind: PaymentOperationKind;
  payment: PaymentDetail['data'];
  /** The request's state, as its mutation holds it. */
  request: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  /** The first step: what to ask for. */
  fields: ReactNode;
  /** Shows the fields' errors and answers whether the second step may follow. */
  review: () => boolean;
  /** The second step's lead: what will happen, restated in money and words. */
  restated: ReactNode;
  submitLabel: string;
  submitColor?: string;
  onSubmit: () => void;
  onClose: () => void;
};

/**
 * Asking for a refund, a capture or a cancellation, in two steps: the fields, then a restatement of what will happen
 * (with the sandbox's note in test mode) before anything is sent.
 */
export function OperationDialog({
  kind,
  payment,
  request,
  fields,
  review,
  restated,
  submitLabel,
  submitColor,
  onSubmit,
  onClose,
}: OperationDialogProps) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const [confirming, setConfirming] = useState(false);
  const a = payment.attributes;
  const next = (event: FormEvent) => {
    event.preventDefault();
    if (review()) setConfirming(true);
  };
  // "Cancel" beside a cancellation's fields would read as the cancellation itself.
  const dismiss = t(
    kind === 'cancellation' ? 'payments.operations.keep' : 'payments.operations.dialog.cancel',
  );
  return (
    <DialogFrame
      opened
      // Closed while its request is in flight, a refusal would never be seen.
      onClose={() => (request.isPending ? undefined : onClose())}
      title={t(confirming ? `payments.${kind}s.dialog.confirm_title` : `payments.${kind}s.dialog.title`)}
      closeLabel={dismiss}
    >
      {confirming ? (
        <Stack gap="md">
          {request.isError ? (
            <OperationFailureAlert
              kind={kind}
              error={request.error}
              money={(minor) => money(minor, a.exponent, a.currency)}
              onDismiss={request.reset}
            />
          ) : null}
          {restated}
          <Text size="sm" c="dimmed">
            {t('payments.operations.dialog.consequence')}
          </Text>
          {a.mode === 'test' ? (
            <Alert color="blue" variant="light">
              {t(`payments.operations.dialog.sandbox.${kind}`)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                request.reset();
                setConfirming(false);
              }}
              disabled={request.isPending}
            >
              {t('payments.operations.dialog.back')}
            </Button>
            <Button color={submitColor} loading={request.isPending} onClick={onSubmit} data-autofocus>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={next} noValidate>
          <Stack gap="md">
            {fields}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {dismiss}
              </Button>
              <Button type="submit">{t(`payments.${kind}s.dialog.next`)}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </DialogFrame>
  );
}
