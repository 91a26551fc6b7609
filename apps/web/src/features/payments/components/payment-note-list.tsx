import { Stack, Text } from '@mantine/core';
import type { PaymentNote } from '@paygrid/contracts/payments/payment-note';
import { useTranslation } from 'react-i18next';
import { useInstantElement } from '~/features/settings';

/** Each note as written (its line breaks kept), who wrote it and when, newest first as the server sends them. */
export function PaymentNoteList({ notes }: { notes: ReadonlyArray<PaymentNote> }) {
  const { t } = useTranslation();
  const instant = useInstantElement();
  if (notes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('payments.notes.none')}
      </Text>
    );
  }
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t('payments.notes.list')}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {notes.map((note) => {
        const n = note.attributes;
        return (
          <Stack key={note.id} component="li" gap={2}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {n.text}
            </Text>
            <Text size="xs" c="dimmed">
              {n.author_name ?? t('payments.notes.former_member')} · {instant(n.created_at)}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
