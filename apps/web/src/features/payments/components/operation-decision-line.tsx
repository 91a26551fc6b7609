import { Text } from '@mantine/core';
import type { PaymentOperation } from '@paygrid/contracts/payments/payment-operation';
import { useTranslation } from 'react-i18next';
import { useInstantElement } from '~/features/settings';

/**
 * Where a request that needed approval stands (decision 0106): until when it waits, who approved or rejected it
 * and when, or that it expired; nothing for an operation that never waited.
 */
export function OperationDecisionLine({ operation }: { operation: PaymentOperation }) {
  const { t } = useTranslation();
  const instant = useInstantElement();
  const o = operation.attributes;
  const decider = o.decided_by_name ?? '—';
  const line =
    o.status === 'awaiting_approval' && o.approval_expires_at ? (
      <>
        {t('payments.operations.approval.waiting')} {instant(o.approval_expires_at)}
      </>
    ) : o.status === 'expired' && o.approval_expires_at ? (
      <>
        {t('payments.operations.approval.expired')} · {instant(o.approval_expires_at)}
      </>
    ) : o.status === 'rejected' && o.decided_at ? (
      <>
        {t('payments.operations.approval.rejected_by', { name: decider })} · {instant(o.decided_at)}
      </>
    ) : o.decided_at ? (
      <>
        {t('payments.operations.approval.approved_by', { name: decider })} · {instant(o.decided_at)}
      </>
    ) : null;
  return line ? (
    <Text size="sm" c={o.status === 'awaiting_approval' ? undefined : 'dimmed'}>
      {line}
    </Text>
  ) : null;
}
