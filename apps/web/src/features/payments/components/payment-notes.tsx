import { Stack, Text, Title } from '@mantine/core';
import { canDo } from '@paygrid/domain/organizations/roles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentOrganization } from '~/features/organizations';
import { paymentNotesQuery } from '../api/payment-notes';
import { PaymentNoteForm } from './payment-note-form';
import { PaymentNoteList } from './payment-note-list';

/**
 * The operators' notes on a payment (issue 38): everyone in the organisation reads them; owners, admins and members
 * add one. A note is never edited or deleted, so nothing offers to.
 */
export function PaymentNotes({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const role = useCurrentOrganization().data?.data.attributes.role;
  const notes = useQuery(paymentNotesQuery(paymentId));
  const canWrite = role !== undefined && canDo(role, 'use-dashboards');
  return (
    <Stack gap="xs" component="section" aria-labelledby="payment-notes-title">
      <Title order={2} size="h4" id="payment-notes-title">
        {t('payments.notes.title')}
      </Title>
      {notes.data ? <PaymentNoteList notes={notes.data.data} /> : null}
      {/* Quiet, not an alert: the rest of the drawer still reads, and the form still works. */}
      {notes.isError && !notes.data ? (
        <Text size="sm" c="dimmed">
          {t('payments.notes.unreadable')}
        </Text>
      ) : null}
      {canWrite ? <PaymentNoteForm paymentId={paymentId} /> : null}
    </Stack>
  );
}
