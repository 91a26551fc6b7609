import { Text } from '@mantine/core';
import type { PaymentDetail } from '@paygrid/contracts/payments/payment';
import {
  CANCELLATION_REASONS,
  type CancellationReason,
  cancellableMinor,
} from '@paygrid/domain/payments/operations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReaderNumbers } from '~/features/settings';
import { useRequestOperation } from '../api/payment-operations';
import { OperationDialog } from './operation-dialog';
import { NoteField, ReasonSelect } from './operation-fields';
import { paymentMoneyOf } from './payment-money';

type CancelDialogProps = { payment: PaymentDetail['data']; onClose: () => void };

/**
 * Cancel what is left of an authorisation, or a payout not yet processing: the reason and a note, then what it
 * releases and what the payment becomes.
 */
export function CancelDialog({ payment, onClose }: CancelDialogProps) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const a = payment.attributes;
  const format = (minor: bigint | string) => money(String(minor), a.exponent, a.currency);
  const [reason, setReason] = useState<CancellationReason>('requested_by_customer');
  const [note, setNote] = useState('');
  const cancellation = useRequestOperation(payment.id, 'cancellation');
  const captured = BigInt(a.captured_minor);
  const released = cancellableMinor(paymentMoneyOf(payment));
  const outcome =
    a.type !== 'payin'
      ? t('payments.cancellations.dialog.payout', { amount: format(a.amount_minor) })
      : captured === 0n
        ? t('payments.cancellations.dialog.void', { amount: format(a.amount_minor) })
        : t(
            BigInt(a.refunded_minor) >= captured
              ? 'payments.cancellations.dialog.release_refunded'
              : 'payments.cancellations.dialog.release',
            { left: format(released), captured: format(captured) },
          );
  return (
    <OperationDialog
      kind="cancellation"
      payment={payment}
      request={cancellation}
      review={() => true}
      fields={
        <>
          <ReasonSelect reasons={CANCELLATION_REASONS} value={reason} onChange={setReason} />
          <NoteField value={note} onChange={setNote} />
        </>
      }
      restated={
        <>
          <Text fw={600}>{outcome}</Text>
          <Text size="sm">
            {t('payments.operations.dialog.reason_line', {
              reason: t(`payments.operations.reason.${reason}`),
            })}
          </Text>
        </>
      }
      amountMinor={released}
      submitLabel={t('payments.cancellations.dialog.submit')}
      askLabel={t('payments.cancellations.dialog.ask')}
      submitColor="red"
      onSubmit={(proof, { onError }) =>
        cancellation.mutate({ reason, note: note.trim(), ...proof }, { onSuccess: onClose, onError })
      }
      onClose={onClose}
    />
  );
}
