import { Text } from '@mantine/core';
import type { AuditEventRow } from '@paygrid/contracts/audit/audit-event';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './audit-event-link.module.css';
import type { AuditWording } from './audit-wording';

/**
 * An entry's action, opening its detail drawer and keeping the grid's query (as the payments' id link). It reads
 * the query itself, so the cells stay the same functions when a sort or filter changes it. A plain link styled as
 * Mantine's Anchor.
 */
function AuditEventLink({ id, children }: { id: string; children: string }) {
  const { search } = useLocation();
  return (
    <Link className={`mantine-focus-auto ${classes.link}`} to={`/audit-log/${id}${search}`}>
      {children}
    </Link>
  );
}

/** The audit log grid's cells: times as the reader prefers them, actions and kinds of resource in their language. */
export function auditCells(options: {
  t: TFunction;
  wording: AuditWording;
  /** An instant as the reader prefers it (relative or absolute). */
  instant: (at: string) => ReactNode;
}) {
  const { t, wording, instant } = options;
  const cells: Record<string, (row: AuditEventRow) => ReactNode> = {
    created_at: ({ attributes: { created_at } }) => (created_at ? instant(created_at) : ''),
    actor: ({ attributes: { actor_name, actor_type } }) =>
      actor_type === 'api_key' ? `${actor_name ?? ''} (${t('audit_log.api_key')})` : (actor_name ?? ''),
    action: ({ id, attributes: { action } }) =>
      action ? <AuditEventLink id={id}>{wording.action(action)}</AuditEventLink> : '',
    resource_type: ({ attributes: { resource_type } }) =>
      resource_type ? wording.resourceType(resource_type) : '',
    // The name as it was then, and the id below it: a renamed or deleted resource is still found by its id.
    resource: ({ attributes: { resource_name, resource_id } }) => (
      <>
        <Text span display="block" size="sm" truncate>
          {resource_name ?? ''}
        </Text>
        {resource_id ? (
          <Text span display="block" size="xs" c="dimmed" ff="monospace" truncate>
            {resource_id}
          </Text>
        ) : null}
      </>
    ),
    ip: ({ attributes: { ip } }) => ip ?? '',
  };
  return cells;
}
