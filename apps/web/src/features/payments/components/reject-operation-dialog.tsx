import type { PaymentOperation } from '@paygrid/contracts/payments/payment-operation';
import { useTranslation } from 'react-i18next';
import { useReaderNumbers } from '~/features/settings';
import { EndOperationDialog } from './end-operation-dialog';

type RejectOperationDialogProps = { paymentId: string; operation: PaymentOperation; onClose: () => void };

/**
 * Rejecting another person's request (decision 0106): say what it releases and that the platform never hears of
 * it, then ask once. No password: rejecting moves no money.
 */
export function RejectOperationDialog({ paymentId, operation, onClose }: RejectOperationDialogProps) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const o = operation.attributes;
  return (
    <EndOperationDialog
      paymentId={paymentId}
      operation={operation}
      step="reject"
      title={t(`payments.operations.approval.reject_title.${o.kind}`)}
      message={t(`payments.operations.approval.reject_message.${o.kind}`, {
        name: o.requested_by_name ?? '—',
        amount: money(o.amount_minor, o.exponent, o.currency),
      })}
      submit={t('payments.operations.approval.reject_submit')}
      failedKey="payments.operations.approval.reject_failed"
      onClose={onClose}
    />
  );
}
