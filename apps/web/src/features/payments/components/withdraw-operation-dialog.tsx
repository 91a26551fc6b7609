import type { PaymentOperation } from '@paygrid/contracts/payments/payment-operation';
import { useTranslation } from 'react-i18next';
import { useReaderNumbers } from '~/features/settings';
import { EndOperationDialog } from './end-operation-dialog';

type WithdrawOperationDialogProps = { paymentId: string; operation: PaymentOperation; onClose: () => void };

/**
 * Taking a request back: say what it releases and, for a pending one, that the platform is told; one still awaiting
 * approval was never sent, so nothing is told to the platform. Then ask once.
 */
export function WithdrawOperationDialog({ paymentId, operation, onClose }: WithdrawOperationDialogProps) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const o = operation.attributes;
  const words = o.status === 'awaiting_approval' ? 'withdraw_unsent' : 'withdraw_message';
  return (
    <EndOperationDialog
      paymentId={paymentId}
      operation={operation}
      step="withdraw"
      title={t(`payments.operations.withdraw_title.${o.kind}`)}
      message={t(`payments.operations.${words}.${o.kind}`, {
        amount: money(o.amount_minor, o.exponent, o.currency),
      })}
      submit={t('payments.operations.withdraw_submit')}
      failedKey="payments.operations.withdraw_failed"
      onClose={onClose}
    />
  );
}
