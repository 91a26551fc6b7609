import { Badge, Button, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { WebhookAttempt, WebhookDeliveryAnswer } from '@paygrid/contracts/webhooks/webhook-delivery';
import { IconRepeat } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstantElement } from '~/features/settings';
import { eventTypeWord } from '~/shared/i18n/event-type-words';
import { CopyTextButton } from '~/shared/ui/copy-text-button';
import { DetailDrawer } from '~/shared/ui/detail-drawer';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useSuccessToast } from '~/shared/ui/success-toast';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import { webhookDeliveryDetailQuery } from '../api/webhook-delivery-detail';
import { DeliveryStatusBadge, HttpStatus } from './delivery-status-badge';
import classes from './webhook-delivery-drawer.module.css';

type WebhookDeliveryDrawerProps = { id: string | undefined; onClose: () => void };

/**
 * `/developers/webhooks/{id}`: one delivery over the log (issue 37): what was sent where, the body as sent, each
 * attempt's headers and the answer's status and first KiB, and a resend.
 */
export function WebhookDeliveryDrawer({ id, onClose }: WebhookDeliveryDrawerProps) {
  const { t } = useTranslation();
  const detail = useQuery({ ...webhookDeliveryDetailQuery(id ?? ''), enabled: id !== undefined });
  return (
    <DetailDrawer
      opened={id !== undefined}
      onClose={onClose}
      title={t('webhooks.detail.title')}
      closeLabel={t('webhooks.detail.close')}
      notFound={t('webhooks.detail.not_found')}
      detail={detail}
    >
      {(answer) => <DeliveryFacts delivery={answer.data} />}
    </DetailDrawer>
  );
}

/** Label and value rows, the labels dimmed: the drawer's one way of listing facts. */
function FactTable({ label, rows }: { label: string; rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <Table aria-label={label} withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" w={150} fw={500} c="dimmed" className={classes.label}>
              {name}
            </Table.Th>
            <Table.Td className={classes.value}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const code = (value: string) => <span className={classes.code}>{value}</span>;

/** The HTTP status an attempt got, or the words for none. */
const answerStatus = (status: number | null, none: string) =>
  status === null ? none : <HttpStatus status={status} />;

/** A JSON body indented for reading; anything else as it came. */
function readableBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function DeliveryFacts({ delivery }: { delivery: WebhookDeliveryAnswer['data'] }) {
  const { t } = useTranslation();
  const showSuccess = useSuccessToast();
  const instant = useInstantElement();
  const resend = useResendWebhookDelivery();
  const a = delivery.attributes;
  const attempts = a.attempt_list;
  const resendNow = () =>
    resend.mutate(delivery.id, {
      onSuccess: () => showSuccess(t('webhooks.detail.resent')),
    });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6}>
          <Text size="lg" fw={600}>
            {t(`webhooks.event.${eventTypeWord[a.event_type]}`)}
          </Text>
          <DeliveryStatusBadge status={a.status} label={t(`webhooks.delivery_status.${a.status}`)} />
        </Stack>
        <Button
          variant="default"
          leftSection={<IconRepeat size={16} aria-hidden />}
          loading={resend.isPending}
          onClick={resendNow}
        >
          {t('webhooks.detail.resend')}
        </Button>
      </Group>
      {resend.isError ? (
        <RequestFailureAlert
          error={resend.error}
          fallbackTitleKey="webhooks.detail.resend_failed"
          onDismiss={resend.reset}
        />
      ) : null}
      <FactTable
        label={t('webhooks.detail.fields')}
        rows={[
          [t('webhooks.detail.event'), code(a.event_type)],
          [t('webhooks.detail.endpoint'), code(a.endpoint_url)],
          [t('webhooks.detail.created_at'), instant(a.created_at)],
          [t('webhooks.detail.attempts'), String(a.attempts)],
          [t('webhooks.detail.next_attempt'), a.next_attempt_at ? instant(a.next_attempt_at) : '—'],
          [t('webhooks.detail.message_id'), code(a.message_id)],
        ]}
      />
      <Stack gap={6}>
        <Group justify="space-between" gap="sm">
          <Title order={3} size="h4">
            {t('webhooks.detail.payload')}
          </Title>
          <CopyTextButton
            size="xs"
            value={a.payload}
            label={t('webhooks.detail.copy_payload')}
            copiedLabel={t('developers.secret.copied')}
          />
        </Group>
        <Code block className={classes.body}>
          {readableBody(a.payload)}
        </Code>
      </Stack>
      <Stack gap={6}>
        <Title order={3} size="h4">
          {t('webhooks.detail.attempts_title')}
        </Title>
        {attempts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('webhooks.detail.no_attempts')}
          </Text>
        ) : (
          attempts.map((attempt, index) => (
            <AttemptCard key={attempt.attempted_at} attempt={attempt} number={attempts.length - index} />
          ))
        )}
      </Stack>
    </Stack>
  );
}

/** One attempt: when, by whom, the answer (or why none came), the headers sent and the answer's first KiB. */
function AttemptCard({ attempt, number }: { attempt: WebhookAttempt; number: number }) {
  const { t } = useTranslation();
  /** Why the attempt failed, in the reader's language; a connection error keeps the system's own words. */
  const attemptError = ({ error_code, error }: WebhookAttempt) =>
    error_code === null
      ? error
      : t(`webhooks.attempt_error.${error_code}`, { detail: error ?? '', defaultValue: error ?? '' });
  const instant = useInstantElement();
  const name = t('webhooks.detail.attempt', { number });
  const headers = Object.entries(attempt.request_headers);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={4} size="sm" fw={600}>
              {name}
            </Title>
            {attempt.manual ? (
              <Badge variant="light" color="gray" radius="sm">
                {t('webhooks.detail.by_hand')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {instant(attempt.attempted_at)}
          </Text>
        </Group>
        <FactTable
          label={t('webhooks.detail.answer_of', { number })}
          rows={[
            [t('webhooks.detail.response'), answerStatus(attempt.response_status, t('webhooks.no_response'))],
            ...(attempt.error !== null && attempt.error_code !== 'http_status'
              ? [[t('webhooks.detail.error'), attemptError(attempt)] as [string, ReactNode]]
              : []),
            [t('webhooks.detail.duration'), t('webhooks.detail.duration_ms', { ms: attempt.duration_ms })],
            [t('webhooks.detail.url'), code(attempt.url)],
          ]}
        />
        <Text size="sm" fw={500}>
          {t('webhooks.detail.request_headers')}
        </Text>
        <Table
          aria-label={t('webhooks.detail.request_headers_of', { number })}
          withRowBorders={false}
          verticalSpacing={2}
        >
          <Table.Tbody>
            {headers.map(([header, value]) => (
              <Table.Tr key={header}>
                <Table.Th scope="row" w={150} fw={500} className={`${classes.label} ${classes.code}`}>
                  {header}
                </Table.Th>
                <Table.Td className={`${classes.value} ${classes.code}`}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" fw={500}>
          {t('webhooks.detail.response_excerpt')}
        </Text>
        {attempt.response_excerpt === null || attempt.response_excerpt === '' ? (
          <Text size="sm" c="dimmed">
            {t('webhooks.detail.no_body')}
          </Text>
        ) : (
          <Code block className={classes.body}>
            {attempt.response_excerpt}
          </Code>
        )}
      </Stack>
    </Paper>
  );
}
