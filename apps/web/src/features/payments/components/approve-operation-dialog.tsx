import type { PaymentOperation } from '@paygrid/contracts/payments/payment-operation';
import { useTranslation } from 'react-i18next';
import { useProofNeed } from '~/features/auth';
import { PasswordProofModal, useReaderNumbers } from '~/features/settings';
import { useApproveOperation } from '../api/payment-operations';

type ApproveOperationDialogProps = { paymentId: string; operation: PaymentOperation; onClose: () => void };

/**
 * Approving another person's request (decision 0106): what it is, for how much and who asked, then the password
 * (and a code with 2FA on); the platform hears of it once approved.
 */
export function ApproveOperationDialog({ paymentId, operation, onClose }: ApproveOperationDialogProps) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const need = useProofNeed();
  const askCode = need === 'code';
  const approve = useApproveOperation(paymentId);
  const o = operation.attributes;
  const message = [
    t(`payments.operations.approval.approve_message.${o.kind}`, {
      name: o.requested_by_name ?? '—',
      amount: money(o.amount_minor, o.exponent, o.currency),
    }),
    t(
      askCode
        ? 'payments.operations.approval.approve_proof_2fa'
        : 'payments.operations.approval.approve_proof',
    ),
  ].join(' ');
  return (
    <PasswordProofModal
      opened
      title={t(`payments.operations.approval.approve_title.${o.kind}`)}
      message={message}
      submitLabel={t('payments.operations.approval.approve_submit')}
      need={need}
      pending={approve.isPending}
      onClose={onClose}
      onSubmit={(proof, { onError }) =>
        approve.mutate({ operationId: operation.id, proof }, { onSuccess: onClose, onError })
      }
    />
  );
}
