import { Text, TextInput } from '@mantine/core';
import type { PaymentDetail } from '@paygrid/contracts/payments/payment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReaderNumbers } from '~/features/settings';
import { useRequestOperation } from '../api/payment-operations';
import { useOperationAmount } from './operation-amount';
import { OperationDialog } from './operation-dialog';
import { NoteField } from './operation-fields';

type CaptureDialogProps = { payment: PaymentDetail['data']; onClose: () => void };

/** Capture part or all of what is left of an authorisation: the amount in major units and a note. */
export function CaptureDialog({ payment, onClose }: CaptureDialogProps) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const a = payment.attributes;
  const left = BigInt(a.capturable_minor);
  const format = (minor: bigint | string) => money(String(minor), a.exponent, a.currency);
  const amount = useOperationAmount({
    left,
    exponent: a.exponent,
    currency: a.currency,
    tooMuch: t('payments.captures.dialog.too_much', { left: format(left) }),
  });
  const [note, setNote] = useState('');
  const capture = useRequestOperation(payment.id, 'capture');
  const minor = amount.reviewed ?? 0n;
  const authorised = format(a.amount_minor);
  return (
    <OperationDialog
      kind="capture"
      payment={payment}
      request={capture}
      review={amount.check}
      fields={
        <>
          <Text size="sm">{t('payments.captures.dialog.left', { left: format(left), authorised })}</Text>
          <TextInput {...amount.inputProps} />
          <NoteField value={note} onChange={setNote} />
        </>
      }
      restated={
        <>
          <Text fw={600}>{t('payments.captures.dialog.confirm', { amount: format(minor), authorised })}</Text>
          <Text size="sm">
            {minor < left
              ? t('payments.captures.dialog.rest', { rest: format(left - minor) })
              : a.capture_pending_minor === '0'
                ? t('payments.captures.dialog.all')
                : t('payments.captures.dialog.all_with_pending')}
          </Text>
        </>
      }
      amountMinor={minor}
      submitLabel={t('payments.captures.dialog.submit', { amount: format(minor) })}
      askLabel={t('payments.captures.dialog.ask', { amount: format(minor) })}
      onSubmit={(proof, { onError }) => {
        if (amount.reviewed === undefined) return;
        capture.mutate(
          { amount_minor: String(amount.reviewed), note: note.trim(), ...proof },
          { onSuccess: onClose, onError },
        );
      }}
      onClose={onClose}
    />
  );
}
