import { Stack, Text, Timeline, Title } from '@mantine/core';
import type { PaymentStoryEntry } from '@paygrid/contracts/payments/payment-story';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useInstantElement } from '~/features/settings';
import { paymentStoryQuery } from '../api/payment-story';
import { StoryLineDetails, StoryLineTitle } from './payment-story-line';

/** A line's own key: what it is about, and for an operation which step. */
const keyOf = (entry: PaymentStoryEntry): string => {
  switch (entry.kind) {
    case 'status':
      return `status-${entry.status}-${entry.at}`;
    case 'operation':
      return `${entry.operation_id}-${entry.step}`;
    case 'event':
      return entry.event_id;
    case 'note':
      return entry.note_id;
  }
};

type PaymentStoryProps = { paymentId: string; version: string; watching: boolean };

/**
 * The payment's story (issue 38), newest first: the statuses it reached, every step of its operations and their
 * approvals, what the platform was told or did (with the API call's Idempotency-Key and, for owners and admins, the
 * webhook deliveries, each linking to the delivery log), and the operators' notes.
 */
export function PaymentStory({ paymentId, version, watching }: PaymentStoryProps) {
  const { t } = useTranslation();
  const instant = useInstantElement();
  const story = useQuery(paymentStoryQuery(paymentId, version, watching));
  return (
    <Stack gap={4} component="section" aria-labelledby="payment-story-title">
      <Title order={2} size="h4" id="payment-story-title">
        {t('payments.story.title')}
      </Title>
      {story.isError && !story.data ? (
        <Text size="sm" c="dimmed">
          {t('payments.story.unreadable')}
        </Text>
      ) : null}
      {story.data ? (
        <Timeline bulletSize={12} lineWidth={2} aria-label={t('payments.story.title')}>
          {story.data.data.map((entry) => (
            <Timeline.Item key={keyOf(entry)} title={<StoryLineTitle entry={entry} />}>
              <Text size="xs" c="dimmed">
                {instant(entry.at)}
              </Text>
              <StoryLineDetails entry={entry} />
            </Timeline.Item>
          ))}
        </Timeline>
      ) : null}
    </Stack>
  );
}
