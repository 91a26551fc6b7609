import { Alert, Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { PaymentDetail } from '@paygrid/contracts/payments/payment';
import { decimalToMinor, minorToDecimal } from '@paygrid/domain/money/minor-units';
import {
  PAYMENT_OPERATION_LIMITS,
  REFUND_REASONS,
  type RefundReason,
} from '@paygrid/domain/payments/operations';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReaderNumbers } from '~/features/settings';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useRequestRefund } from '../api/payment-operations';

type RefundDialogProps = { payment: PaymentDetail['data']; onClose: () => void };

/**
 * The amount typed in major units of the currency ("12.5", "12,50"), as minor units; undefined when it is not one.
 * @internal Exported for tests only.
 */
export const typedMinor = (text: string, exponent: number): bigint | undefined => {
  const normal = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normal)) return undefined;
  return decimalToMinor(normal, exponent);
};

/**
 * Refund part or all of what is left (issue 38): the amount in major units, the reason and a note, then a second
 * step that says what will happen before anything is sent.
 */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const a = payment.attributes;
  const left = BigInt(a.refundable_minor);
  const format = (minor: bigint | string) => money(String(minor), a.exponent, a.currency);
  // Plain digits and a point (no grouping) read back exactly, whichever separators the reader uses.
  const [amount, setAmount] = useState(() => minorToDecimal(left, a.exponent));
  const [reason, setReason] = useState<RefundReason>('requested_by_customer');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [touched, setTouched] = useState(false);
  const refund = useRequestRefund(payment.id);

  const minor = typedMinor(amount, a.exponent);
  const amountError =
    minor === undefined
      ? t('payments.refunds.dialog.invalid_amount', { decimals: a.exponent })
      : minor <= 0n
        ? t('payments.refunds.dialog.positive')
        : minor > left
          ? t('payments.refunds.dialog.too_much', { left: format(left) })
          : undefined;

  const review = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amountError === undefined) setConfirming(true);
  };
  const submit = () => {
    if (minor === undefined) return;
    refund.mutate({ amount_minor: String(minor), reason, note: note.trim() }, { onSuccess: onClose });
  };

  return (
    <DialogFrame
      opened
      onClose={onClose}
      title={t(confirming ? 'payments.refunds.dialog.confirm_title' : 'payments.refunds.dialog.title')}
      closeLabel={t('payments.refunds.dialog.cancel')}
    >
      {confirming && minor !== undefined ? (
        <Stack gap="md">
          {refund.isError ? (
            <RequestFailureAlert
              error={refund.error}
              fallbackTitleKey="payments.refunds.failed"
              onDismiss={refund.reset}
            />
          ) : null}
          <Text fw={600}>
            {t('payments.refunds.dialog.confirm', {
              amount: format(minor),
              paid: format(a.captured_minor),
              email: a.customer_email,
            })}
          </Text>
          <Text size="sm">
            {t('payments.refunds.dialog.reason_line', { reason: t(`payments.refunds.reason.${reason}`) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('payments.refunds.dialog.consequence')}
          </Text>
          {a.mode === 'test' ? (
            <Alert color="blue" variant="light">
              {t('payments.refunds.dialog.sandbox')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={refund.isPending}>
              {t('payments.refunds.dialog.back')}
            </Button>
            <Button color="red" loading={refund.isPending} onClick={submit} data-autofocus>
              {t('payments.refunds.dialog.submit', { amount: format(minor) })}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={review} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {t('payments.refunds.dialog.left', { left: format(left), paid: format(a.captured_minor) })}
            </Text>
            <TextInput
              label={t('payments.refunds.dialog.amount', { currency: a.currency })}
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              inputMode="decimal"
              autoComplete="off"
              required
              error={touched ? amountError : undefined}
              data-autofocus
            />
            <Select
              label={t('payments.refunds.dialog.reason')}
              data={REFUND_REASONS.map((value) => ({ value, label: t(`payments.refunds.reason.${value}`) }))}
              value={reason}
              onChange={(value) => value && setReason(value as RefundReason)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <Textarea
              label={t('payments.refunds.dialog.note')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={PAYMENT_OPERATION_LIMITS.noteMax}
              autosize
              minRows={2}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('payments.refunds.dialog.cancel')}
              </Button>
              <Button type="submit">{t('payments.refunds.dialog.next')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </DialogFrame>
  );
}
