import { Stack, Table, Text, Title } from '@mantine/core';
import type { AuditEventAnswer } from '@paygrid/contracts/audit/audit-event';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstantElement } from '~/features/settings';
import { DetailDrawer } from '~/shared/ui/detail-drawer';
import { auditEventDetailQuery } from '../api/audit-event-detail';
import classes from './audit-event-drawer.module.css';
import { auditValueText, useAuditWording } from './audit-wording';

type AuditEventDrawerProps = { id: string | undefined; onClose: () => void };

/** `/audit-log/{id}`: one entry over the grid (what was done, by whom, when, to what, what changed, from where). */
export function AuditEventDrawer({ id, onClose }: AuditEventDrawerProps) {
  const { t } = useTranslation();
  const detail = useQuery({ ...auditEventDetailQuery(id ?? ''), enabled: id !== undefined });
  return (
    <DetailDrawer
      opened={id !== undefined}
      onClose={onClose}
      title={t('audit_log.detail.title')}
      closeLabel={t('audit_log.detail.close')}
      notFound={t('audit_log.detail.not_found')}
      detail={detail}
    >
      {(answer) => <AuditEventFacts entry={answer.data} />}
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
            <Table.Th scope="row" w={140} fw={500} c="dimmed" className={classes.label}>
              {name}
            </Table.Th>
            <Table.Td className={classes.value}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Text that may be absent: an em dash for nothing, else the value in a monospace face. */
const codeOrDash = (value: string | null) =>
  value === null ? '—' : <span className={classes.code}>{value}</span>;

function AuditEventFacts({ entry }: { entry: AuditEventAnswer['data'] }) {
  const { t } = useTranslation();
  const wording = useAuditWording();
  const instant = useInstantElement();
  const a = entry.attributes;
  const changes = Object.entries(a.changes ?? {});
  const details = Object.entries(a.details ?? {});
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="lg" fw={600}>
          {wording.action(a.action)}
        </Text>
        <FactTable
          label={t('audit_log.detail.fields')}
          rows={[
            [
              t('audit_log.detail.who'),
              a.actor_type === 'api_key' ? `${a.actor_name} (${t('audit_log.api_key')})` : a.actor_name,
            ],
            [t('audit_log.detail.when'), instant(a.created_at)],
            [t('audit_log.detail.resource'), `${wording.resourceType(a.resource_type)} · ${a.resource_name}`],
            [t('audit_log.detail.resource_id'), codeOrDash(a.resource_id)],
          ]}
        />
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h4">
          {t('audit_log.detail.changes')}
        </Title>
        {changes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('audit_log.detail.no_changes')}
          </Text>
        ) : (
          <Table
            aria-label={t('audit_log.detail.changes')}
            className={classes.changes}
            verticalSpacing={4}
            withTableBorder
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('audit_log.detail.field')}</Table.Th>
                <Table.Th scope="col">{t('audit_log.detail.before')}</Table.Th>
                <Table.Th scope="col">{t('audit_log.detail.after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map(([field, { before, after }]) => (
                <Table.Tr key={field}>
                  <Table.Th scope="row" fw={500} className={classes.code}>
                    {field}
                  </Table.Th>
                  <Table.Td className={classes.value} c={before === null ? 'dimmed' : undefined}>
                    {auditValueText(before)}
                  </Table.Td>
                  <Table.Td className={classes.value} c={after === null ? 'dimmed' : undefined}>
                    {auditValueText(after)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {details.length > 0 ? (
        <Stack gap={4}>
          <Title order={3} size="h4">
            {t('audit_log.detail.details')}
          </Title>
          <Table aria-label={t('audit_log.detail.details')} withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {details.map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row" w={140} fw={500} className={`${classes.label} ${classes.code}`}>
                    {key}
                  </Table.Th>
                  <Table.Td className={classes.value}>{auditValueText(value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
      <Stack gap={4}>
        <Title order={3} size="h4">
          {t('audit_log.detail.from')}
        </Title>
        <FactTable
          label={t('audit_log.detail.from')}
          rows={[
            [t('audit_log.detail.ip'), codeOrDash(a.ip)],
            [t('audit_log.detail.user_agent'), a.user_agent ?? '—'],
            [t('audit_log.detail.session_id'), codeOrDash(a.session_id)],
            [t('audit_log.detail.request_id'), codeOrDash(a.request_id)],
          ]}
        />
      </Stack>
    </Stack>
  );
}
