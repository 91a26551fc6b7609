import { Anchor, List, Text } from '@mantine/core';
import type { PaymentStoryEntry } from '@paygrid/contracts/payments/payment-story';
import { pathFor } from '@paygrid/domain/routes/route-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReaderNumbers } from '~/features/settings';
import { eventTypeWord } from '~/shared/i18n/event-type-words';

type Entry<Kind extends PaymentStoryEntry['kind']> = Extract<PaymentStoryEntry, { kind: Kind }>;

/** What one line of the story says, below its time: the step in words, and for an event how it travelled. */
export function StoryLineTitle({ entry }: { entry: PaymentStoryEntry }) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  switch (entry.kind) {
    case 'status':
      return <>{t('payments.story.status', { status: t(`payments.status.${entry.status}`) })}</>;
    case 'operation': {
      const amount = money(entry.amount_minor, entry.exponent, entry.currency);
      const kind = t(`payments.operations.kind.${entry.operation_kind}`);
      return (
        <>
          {t(`payments.story.operation.${entry.step}`, {
            kind,
            amount,
            by: entry.by ?? t('payments.story.someone'),
          })}
        </>
      );
    }
    case 'event':
      return (
        <>{t('payments.story.event', { event: t(`webhooks.event.${eventTypeWord[entry.event_type]}`) })}</>
      );
    case 'note':
      return <>{t('payments.story.note', { by: entry.by ?? t('payments.story.someone') })}</>;
  }
}

/** The details under a line: a failure's words, the waiting, a note's text, an event's API call and deliveries. */
export function StoryLineDetails({ entry }: { entry: PaymentStoryEntry }) {
  const { t } = useTranslation();
  if (entry.kind === 'note')
    return (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {entry.text}
      </Text>
    );
  if (entry.kind === 'operation') {
    if (entry.step === 'failed' && entry.failure_message)
      return <Text size="sm">{entry.failure_message}</Text>;
    if (entry.step === 'requested' && entry.awaiting_approval) {
      return (
        <Text size="sm" c="dimmed">
          {t('payments.story.waited')}
        </Text>
      );
    }
    return null;
  }
  if (entry.kind === 'event') return <EventDetails entry={entry} />;
  return null;
}

function EventDetails({ entry }: { entry: Entry<'event'> }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" c="dimmed">
        {entry.api_call
          ? entry.api_call.idempotency_key
            ? t('payments.story.api_call_key', {
                key: entry.api_call.key_name ?? t('payments.story.deleted_key'),
                idempotency: entry.api_call.idempotency_key,
              })
            : t('payments.story.api_call', {
                key: entry.api_call.key_name ?? t('payments.story.deleted_key'),
              })
          : t('payments.story.paygrid_sent')}
      </Text>
      {entry.deliveries && entry.deliveries.length > 0 ? (
        <List size="sm" spacing={2} aria-label={t('payments.story.deliveries')}>
          {entry.deliveries.map((delivery) => (
            <List.Item key={delivery.id}>
              <Anchor component={Link} size="sm" to={`${pathFor('webhook-deliveries')}/${delivery.id}`}>
                {t('payments.story.delivery', {
                  url: delivery.endpoint_url,
                  status: t(`webhooks.delivery_status.${delivery.status}`),
                  count: delivery.attempts,
                })}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ) : entry.deliveries ? (
        <Text size="sm" c="dimmed">
          {t('payments.story.no_delivery')}
        </Text>
      ) : null}
    </>
  );
}
