import { Button, Group, Stack, Text } from '@mantine/core';
import type { PaymentOperation } from '@paygrid/contracts/payments/payment-operation';
import { useTranslation } from 'react-i18next';
import { useReaderNumbers } from '~/features/settings';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useRejectOperation } from '../api/payment-operations';

type RejectOperationDialogProps = { paymentId: string; operation: PaymentOperation; onClose: () => void };

/**
 * Rejecting another person's request (decision 0106): say what it releases and that the platform never hears of
 * it, then ask once. No password: rejecting moves no money.
 */
export function RejectOperationDialog({ paymentId, operation, onClose }: RejectOperationDialogProps) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const reject = useRejectOperation(paymentId);
  const o = operation.attributes;
  return (
    <DialogFrame
      opened
      onClose={onClose}
      title={t(`payments.operations.approval.reject_title.${o.kind}`)}
      closeLabel={t('payments.operations.keep')}
    >
      <Stack gap="lg">
        {reject.isError ? (
          <RequestFailureAlert
            error={reject.error}
            fallbackTitleKey="payments.operations.approval.reject_failed"
            onDismiss={reject.reset}
          />
        ) : null}
        <Text size="sm">
          {t(`payments.operations.approval.reject_message.${o.kind}`, {
            name: o.requested_by_name ?? '—',
            amount: money(o.amount_minor, o.exponent, o.currency),
          })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('payments.operations.keep')}
          </Button>
          <Button
            color="red"
            loading={reject.isPending}
            onClick={() => reject.mutate(operation.id, { onSuccess: onClose })}
          >
            {t('payments.operations.approval.reject_submit')}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
