import { Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useSecurityLog } from '../api/security-log';
import { useNow } from '../hooks/use-now';
import { useUserInstant } from '../hooks/use-user-instant';
import { isSecurityEventKind, isWarningEvent } from '../state/security-event-kinds';
import { SettingsSection } from './settings-section';

/** Enough to see the recent story; the rest is one click away. */
const FIRST_ROWS = 20;

/** What happened to the account lately: sign-ins, failed attempts and changes, newest first. */
export function SecurityLogCard() {
  const { t } = useTranslation();
  const log = useSecurityLog();
  const now = useNow(30_000);
  const instant = useUserInstant(now);
  const [showAll, setShowAll] = useState(false);
  const events = log.data?.data ?? [];
  const shown = showAll ? events : events.slice(0, FIRST_ROWS);

  return (
    <SettingsSection
      id="security-log"
      title={t('security.log.title')}
      description={t('security.log.description')}
      layout="stacked"
    >
      <Stack gap="sm">
        {log.isError ? (
          <RequestFailureAlert error={log.error} fallbackTitleKey="security.log.load_failed" />
        ) : log.isPending ? (
          <Loader size="sm" aria-label={t('security.log.title')} />
        ) : events.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('security.log.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
            <Table verticalSpacing={4} fz="sm" striped highlightOnHover style={{ whiteSpace: 'nowrap' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('security.log.when')}</Table.Th>
                  <Table.Th>{t('security.log.event')}</Table.Th>
                  <Table.Th>{t('security.log.device')}</Table.Th>
                  <Table.Th>{t('security.log.ip')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((event) => {
                  const when = instant(event.created_at);
                  const warning = isWarningEvent(event.kind);
                  return (
                    <Table.Tr key={event.id}>
                      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                        <time dateTime={event.created_at} title={when.full}>
                          {when.text}
                        </time>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          {warning ? (
                            <IconAlertTriangle
                              size={14}
                              color="var(--mantine-color-orange-text)"
                              aria-hidden
                            />
                          ) : null}
                          <Text size="sm" fw={warning ? 600 : undefined}>
                            {isSecurityEventKind(event.kind)
                              ? t(`security.log.kind.${event.kind}`)
                              : event.kind}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>{event.device}</Table.Td>
                      <Table.Td ff="monospace">{event.ip ?? t('security.sessions.unknown')}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {!showAll && events.length > FIRST_ROWS ? (
          <Group>
            <Button variant="subtle" size="xs" onClick={() => setShowAll(true)}>
              {t('security.log.show_all', { count: events.length })}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </SettingsSection>
  );
}
