import { Button, Group, Stack, Text } from '@mantine/core';
import type { PaymentOperation } from '@paygrid/contracts/payments/payment-operation';
import { useTranslation } from 'react-i18next';
import { useReaderNumbers } from '~/features/settings';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useWithdrawOperation } from '../api/payment-operations';

type WithdrawOperationDialogProps = { paymentId: string; operation: PaymentOperation; onClose: () => void };

/** Taking a pending refund back: say what it releases and that the platform is told, then ask once. */
export function WithdrawOperationDialog({ paymentId, operation, onClose }: WithdrawOperationDialogProps) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const withdraw = useWithdrawOperation(paymentId);
  const o = operation.attributes;
  return (
    <DialogFrame
      opened
      onClose={onClose}
      title={t('payments.refunds.withdraw_title')}
      closeLabel={t('payments.refunds.keep')}
    >
      <Stack gap="lg">
        {withdraw.isError ? (
          <RequestFailureAlert
            error={withdraw.error}
            fallbackTitleKey="payments.refunds.failed"
            onDismiss={withdraw.reset}
          />
        ) : null}
        <Text size="sm">
          {t('payments.refunds.withdraw_message', { amount: money(o.amount_minor, o.exponent, o.currency) })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('payments.refunds.keep')}
          </Button>
          <Button
            color="red"
            loading={withdraw.isPending}
            onClick={() => withdraw.mutate(operation.id, { onSuccess: onClose })}
          >
            {t('payments.refunds.withdraw_submit')}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
