import { ActionIcon, Badge, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { WebhookEndpoint } from '@paygrid/contracts/webhooks/webhook-endpoint';
import { WEBHOOK_EVENT_TYPES } from '@paygrid/domain/platform/webhooks';
import {
  IconDotsVertical,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconRepeat,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInstantElement } from '~/features/settings';
import { eventTypeWord } from '~/shared/i18n/event-type-words';
import { ActionMenu } from '~/shared/ui/action-menu';
import { type WebhookEndpointStatus, webhookEndpointStatusOf } from '../state/webhook-endpoint-status';
import { BreakableUrl } from './breakable-url';
import { ModeBadge } from './mode-field';
import classes from './webhook-endpoints.module.css';

const statusColors: Record<WebhookEndpointStatus, string> = {
  on: 'teal',
  failing: 'yellow',
  off: 'gray',
  off_failing: 'red',
};

/** What can be done to one endpoint, from its row's menu. */
export type WebhookEndpointAction = 'test' | 'resend-failed' | 'edit' | 'toggle' | 'rotate' | 'delete';

type WebhookEndpointsTableProps = {
  endpoints: ReadonlyArray<WebhookEndpoint>;
  onAction: (action: WebhookEndpointAction, endpoint: WebhookEndpoint) => void;
};

/** Every endpoint of the organisation, both modes: where it is, what it gets, its secret's beginning, and whether it works. */
export function WebhookEndpointsTable({ endpoints, onAction }: WebhookEndpointsTableProps) {
  const { t } = useTranslation();
  const instant = useInstantElement();
  return (
    // Focusable, so a keyboard can scroll it sideways on a narrow screen.
    <Table.ScrollContainer minWidth={1000} type="native" tabIndex={0}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={t('webhooks.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('webhooks.endpoint_column.url')}</Table.Th>
            <Table.Th>{t('webhooks.endpoint_column.description')}</Table.Th>
            <Table.Th>{t('webhooks.endpoint_column.mode')}</Table.Th>
            <Table.Th>{t('webhooks.endpoint_column.events')}</Table.Th>
            <Table.Th>{t('webhooks.endpoint_column.secret')}</Table.Th>
            <Table.Th>{t('webhooks.endpoint_column.status')}</Table.Th>
            {/* Positioned, so the hidden word stays inside the scrolling box (else the page scrolls sideways on a phone). */}
            <Table.Th pos="relative">
              <VisuallyHidden>{t('webhooks.endpoint_column.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {endpoints.map((endpoint) => {
            const a = endpoint.attributes;
            const status = webhookEndpointStatusOf(a);
            const on = a.enabled;
            return (
              <Table.Tr key={endpoint.id} className={on ? undefined : classes.off}>
                <Table.Th scope="row" fw={500} className={classes.urlCell} maw={320}>
                  <BreakableUrl url={a.url} />
                </Table.Th>
                <Table.Td maw={220} style={{ overflowWrap: 'anywhere' }}>
                  {a.description === '' ? '—' : a.description}
                </Table.Td>
                <Table.Td>
                  <ModeBadge mode={a.mode} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    {WEBHOOK_EVENT_TYPES.filter((type) => a.event_types.includes(type)).map((type) => (
                      <Text key={type} size="sm" c="inherit" style={{ whiteSpace: 'nowrap' }}>
                        {t(`webhooks.event.${eventTypeWord[type]}`)}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" c="inherit" className={classes.prefix}>{`${a.secret_prefix}…`}</Text>
                    {a.previous_secret_expires_at !== null &&
                    Date.parse(a.previous_secret_expires_at) > Date.now() ? (
                      <Text size="xs" c="dimmed">
                        {t('webhooks.previous_until')} {instant(a.previous_secret_expires_at)}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <Badge variant="light" radius="sm" color={statusColors[status]}>
                      {t(`webhooks.endpoint_status.${status}`)}
                    </Badge>
                    {a.failing_since !== null && status !== 'off' ? (
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {t('webhooks.failing_since')} {instant(a.failing_since)}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <ActionMenu
                    trigger={
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('webhooks.actions_named', { url: a.url })}
                      >
                        <IconDotsVertical size={16} aria-hidden />
                      </ActionIcon>
                    }
                    entries={[
                      {
                        kind: 'item',
                        key: 'test',
                        label: t('webhooks.send_test'),
                        icon: <IconSend size={14} aria-hidden />,
                        onClick: () => onAction('test', endpoint),
                      },
                      {
                        kind: 'item',
                        key: 'resend-failed',
                        label: t('webhooks.resend_failed.open'),
                        icon: <IconRepeat size={14} aria-hidden />,
                        onClick: () => onAction('resend-failed', endpoint),
                      },
                      { kind: 'divider', key: 'divider-sending' },
                      {
                        kind: 'item',
                        key: 'edit',
                        label: t('webhooks.edit'),
                        icon: <IconPencil size={14} aria-hidden />,
                        onClick: () => onAction('edit', endpoint),
                      },
                      {
                        kind: 'item',
                        key: 'toggle',
                        label: on ? t('webhooks.disable') : t('webhooks.enable'),
                        icon: on ? (
                          <IconPlayerPause size={14} aria-hidden />
                        ) : (
                          <IconPlayerPlay size={14} aria-hidden />
                        ),
                        onClick: () => onAction('toggle', endpoint),
                      },
                      {
                        kind: 'item',
                        key: 'rotate',
                        label: t('webhooks.rotate'),
                        icon: <IconRefresh size={14} aria-hidden />,
                        onClick: () => onAction('rotate', endpoint),
                      },
                      { kind: 'divider', key: 'divider-delete' },
                      {
                        kind: 'item',
                        key: 'delete',
                        label: t('webhooks.delete'),
                        icon: <IconTrash size={14} aria-hidden />,
                        color: 'red',
                        onClick: () => onAction('delete', endpoint),
                      },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
