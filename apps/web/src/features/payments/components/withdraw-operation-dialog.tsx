import { Button, Group, Stack, Text } from '@mantine/core';
import type { PaymentOperation } from '@paygrid/contracts/payments/payment-operation';
import { useTranslation } from 'react-i18next';
import { useReaderNumbers } from '~/features/settings';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useWithdrawOperation } from '../api/payment-operations';

type WithdrawOperationDialogProps = { paymentId: string; operation: PaymentOperation; onClose: () => void };

/**
 * Taking a request back: say what it releases and, for a pending one, that the platform is told; one still awaiting
 * approval was never sent, so nothing is told to the platform. Then ask once.
 */
export function WithdrawOperationDialog({ paymentId, operation, onClose }: WithdrawOperationDialogProps) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const withdraw = useWithdrawOperation(paymentId);
  const o = operation.attributes;
  const words = o.status === 'awaiting_approval' ? 'withdraw_unsent' : 'withdraw_message';
  return (
    <DialogFrame
      opened
      onClose={onClose}
      title={t(`payments.operations.withdraw_title.${o.kind}`)}
      closeLabel={t('payments.operations.keep')}
    >
      <Stack gap="lg">
        {withdraw.isError ? (
          <RequestFailureAlert
            error={withdraw.error}
            fallbackTitleKey="payments.operations.withdraw_failed"
            onDismiss={withdraw.reset}
          />
        ) : null}
        <Text size="sm">
          {t(`payments.operations.${words}.${o.kind}`, {
            amount: money(o.amount_minor, o.exponent, o.currency),
          })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('payments.operations.keep')}
          </Button>
          <Button
            color="red"
            loading={withdraw.isPending}
            onClick={() => withdraw.mutate(operation.id, { onSuccess: onClose })}
          >
            {t('payments.operations.withdraw_submit')}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
