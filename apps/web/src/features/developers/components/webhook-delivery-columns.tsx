import { Text } from '@mantine/core';
import type { WebhookDeliveryRow } from '@paygrid/contracts/webhooks/webhook-delivery';
import { pathFor } from '@paygrid/domain/routes/route-table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { eventTypeWord } from '~/shared/i18n/event-type-words';
import { DeliveryStatusBadge, HttpStatus } from './delivery-status-badge';
import classes from './webhook-delivery-link.module.css';

/** The delivery log's address; a delivery's detail is under it. */
export const DELIVERY_LOG_PATH = pathFor('webhook-deliveries');

/**
 * A delivery's event, opening its detail drawer and keeping the grid's query (as the audit log's action). It reads
 * the query itself, so the cells stay the same functions when a sort or filter changes it.
 */
function DeliveryLink({ id, children }: { id: string; children: string }) {
  const { search } = useLocation();
  return (
    <Link className={`mantine-focus-auto ${classes.link}`} to={`${DELIVERY_LOG_PATH}/${id}${search}`}>
      {children}
    </Link>
  );
}

/** The delivery log's cells: events and statuses in the reader's language, times as they prefer them. */
export function webhookDeliveryCells(options: {
  t: TFunction;
  /** An instant as the reader prefers it (relative or absolute). */
  instant: (at: string) => ReactNode;
}) {
  const { t, instant } = options;
  const cells: Record<string, (row: WebhookDeliveryRow) => ReactNode> = {
    created_at: ({ attributes: { created_at } }) => (created_at ? instant(created_at) : ''),
    event_type: ({ id, attributes: { event_type } }) =>
      event_type ? (
        <DeliveryLink id={id}>{t(`webhooks.event.${eventTypeWord[event_type]}`)}</DeliveryLink>
      ) : (
        ''
      ),
    endpoint: ({ attributes: { endpoint_url } }) => (
      <Text span display="block" className={classes.url} truncate title={endpoint_url}>
        {endpoint_url ?? ''}
      </Text>
    ),
    status: ({ attributes: { status } }) =>
      status ? <DeliveryStatusBadge status={status} label={t(`webhooks.delivery_status.${status}`)} /> : null,
    attempts: ({ attributes: { attempts } }) => (attempts === undefined ? '' : String(attempts)),
    // The last answer's HTTP status, or that none came; when, below it. Nothing before the first attempt.
    response: ({ attributes: { last_response_status, last_attempt_at } }) =>
      last_attempt_at ? (
        <>
          <Text span display="block" size="sm">
            {last_response_status === null || last_response_status === undefined ? (
              t('webhooks.no_response')
            ) : (
              <HttpStatus status={last_response_status} />
            )}
          </Text>
          <Text span display="block" size="xs" c="dimmed">
            {instant(last_attempt_at)}
          </Text>
        </>
      ) : (
        '—'
      ),
    next_attempt_at: ({ attributes: { next_attempt_at } }) =>
      next_attempt_at ? instant(next_attempt_at) : '—',
  };
  return cells;
}
