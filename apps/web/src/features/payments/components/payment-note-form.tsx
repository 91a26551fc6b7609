import { Button, Group, Stack, Textarea } from '@mantine/core';
import { PAYMENT_NOTE_MAX_LENGTH } from '@paygrid/domain/payments/notes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationFailureAlert } from '~/shared/ui/mutation-failure-alert';
import { useAddPaymentNote } from '../api/payment-notes';

/** A new note for those who may write one: counted as the server counts it (trimmed), cleared once it is kept. */
export function PaymentNoteForm({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const add = useAddPaymentNote(paymentId);
  const [text, setText] = useState('');
  const [blank, setBlank] = useState(false);
  const length = text.trim().length;
  const tooLong = length > PAYMENT_NOTE_MAX_LENGTH;
  const error = tooLong
    ? t('payments.notes.too_long', { max: PAYMENT_NOTE_MAX_LENGTH, over: length - PAYMENT_NOTE_MAX_LENGTH })
    : blank
      ? t('payments.notes.blank')
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending || tooLong) return;
    if (length === 0) {
      setBlank(true);
      return;
    }
    add.mutate({ text: text.trim() }, { onSuccess: () => setText('') });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="xs">
        <MutationFailureAlert mutation={add} fallbackTitleKey="payments.notes.failed" />
        <Textarea
          label={t('payments.notes.add_label')}
          description={`${t('payments.notes.hint')} ${t('payments.notes.counter', { used: length, max: PAYMENT_NOTE_MAX_LENGTH })}`}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setBlank(false);
          }}
          error={error}
          autosize
          minRows={2}
          maxRows={8}
        />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={add.isPending}>
            {t('payments.notes.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
