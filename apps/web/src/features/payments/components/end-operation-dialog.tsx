import { Button, Group, Stack, Text } from '@mantine/core';
import type { PaymentOperation } from '@paygrid/contracts/payments/payment-operation';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useEndOperation } from '../api/payment-operations';

type EndOperationDialogProps = {
  paymentId: string;
  operation: PaymentOperation;
  step: 'withdraw' | 'reject';
  /** The dialog's words, already in the reader's language: its title, what it releases, its button. */
  title: string;
  message: string;
  submit: string;
  failedKey: ParseKeys;
  onClose: () => void;
};

/** Ending a request (withdrawing one's own, rejecting another's): say what it releases, then ask once. */
export function EndOperationDialog(props: EndOperationDialogProps) {
  const { t } = useTranslation();
  const end = useEndOperation(props.paymentId, props.step);
  return (
    <DialogFrame
      opened
      onClose={props.onClose}
      title={props.title}
      closeLabel={t('payments.operations.keep')}
    >
      <Stack gap="lg">
        {end.isError ? (
          <RequestFailureAlert error={end.error} fallbackTitleKey={props.failedKey} onDismiss={end.reset} />
        ) : null}
        <Text size="sm">{props.message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('payments.operations.keep')}
          </Button>
          <Button
            color="red"
            loading={end.isPending}
            onClick={() => end.mutate(props.operation.id, { onSuccess: props.onClose })}
          >
            {props.submit}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
