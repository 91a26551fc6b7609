import { Text, TextInput } from '@mantine/core';
import type { PaymentDetail } from '@paygrid/contracts/payments/payment';
import { REFUND_REASONS, type RefundReason } from '@paygrid/domain/payments/operations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReaderNumbers } from '~/features/settings';
import { useRequestOperation } from '../api/payment-operations';
import { useOperationAmount } from './operation-amount';
import { OperationDialog } from './operation-dialog';
import { NoteField, ReasonSelect } from './operation-fields';

type RefundDialogProps = { payment: PaymentDetail['data']; onClose: () => void };

/** Refund part or all of what is left (issue 38): the amount in major units, the reason and a note. */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const a = payment.attributes;
  const left = BigInt(a.refundable_minor);
  const format = (minor: bigint | string) => money(String(minor), a.exponent, a.currency);
  const amount = useOperationAmount({
    left,
    exponent: a.exponent,
    currency: a.currency,
    tooMuch: t('payments.refunds.dialog.too_much', { left: format(left) }),
  });
  const [reason, setReason] = useState<RefundReason>('requested_by_customer');
  const [note, setNote] = useState('');
  const refund = useRequestOperation(payment.id, 'refund');
  const minor = amount.reviewed ?? 0n;
  return (
    <OperationDialog
      kind="refund"
      payment={payment}
      request={refund}
      review={amount.check}
      fields={
        <>
          <Text size="sm">
            {t('payments.refunds.dialog.left', { left: format(left), paid: format(a.captured_minor) })}
          </Text>
          <TextInput {...amount.inputProps} />
          <ReasonSelect reasons={REFUND_REASONS} value={reason} onChange={setReason} />
          <NoteField value={note} onChange={setNote} />
        </>
      }
      restated={
        <>
          <Text fw={600}>
            {t('payments.refunds.dialog.confirm', {
              amount: format(minor),
              paid: format(a.captured_minor),
              email: a.customer_email,
            })}
          </Text>
          <Text size="sm">
            {t('payments.operations.dialog.reason_line', {
              reason: t(`payments.operations.reason.${reason}`),
            })}
          </Text>
        </>
      }
      amountMinor={minor}
      submitLabel={t('payments.refunds.dialog.submit', { amount: format(minor) })}
      askLabel={t('payments.refunds.dialog.ask', { amount: format(minor) })}
      submitColor="red"
      onSubmit={(proof, { onError }) =>
        amount.reviewed === undefined
          ? undefined
          : refund.mutate(
              { amount_minor: String(amount.reviewed), reason, note: note.trim(), ...proof },
              { onSuccess: onClose, onError },
            )
      }
      onClose={onClose}
    />
  );
}
