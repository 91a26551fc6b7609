import { Anchor, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { DashboardHome } from '@paygrid/contracts/dashboard-home/dashboard-home';
import { FAILURE_REASON_CAP } from '@paygrid/domain/payments/fixed-values';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReaderNumbers } from '~/features/settings';
import { useUserDateTime } from '~/shared/format/user-date-time';
import { lastThirtyDays, paymentsLink } from './payments-link';

type Home = DashboardHome['data']['attributes'];

/** The splits by method and status, the failure reasons and the latest payments: each figure links to its rows. */
export function MoneyLists({ home }: { home: Home }) {
  const { t } = useTranslation();
  const { dateTime } = useUserDateTime();
  const { count, money } = useReaderNumbers();
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="by-method">
          <Title order={2} fz="md" mb="sm" id="by-method">
            {t('dashboard_home.by_method')}
          </Title>
          {home.methods.map(({ method, count: n, success }) => (
            <Group key={method} justify="space-between" fz="sm" py={2}>
              <Anchor component={Link} to={paymentsLink({ ...lastThirtyDays, method })} fz="sm">
                {t(`payments.method.${method}`)}
              </Anchor>
              <Text fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {count(n)} · {t('dashboard_home.succeeded', { count: success, total: count(success) })}
              </Text>
            </Group>
          ))}
        </Paper>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="by-status">
          <Title order={2} fz="md" mb="sm" id="by-status">
            {t('dashboard_home.by_status')}
          </Title>
          {home.statuses.map(({ status, count: n }) => (
            <Group key={status} justify="space-between" py={2}>
              <Anchor component={Link} to={paymentsLink({ ...lastThirtyDays, status })} fz="sm">
                {t(`payments.status.${status}`)}
              </Anchor>
              <Text fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {count(n)}
              </Text>
            </Group>
          ))}
        </Paper>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="failure-reasons">
          <Title order={2} fz="md" mb="sm" id="failure-reasons">
            {t('dashboard_home.failure_reasons')}
          </Title>
          {home.failure_reasons.length === 0 ? (
            <Text c="dimmed" fz="sm">
              {t('dashboard_home.no_failures')}
            </Text>
          ) : null}
          {home.failure_reasons.map(({ reason, count: n }) => (
            <Group key={reason} justify="space-between" py={2}>
              <Anchor
                component={Link}
                to={paymentsLink({ ...lastThirtyDays, failure_reason: reason })}
                fz="sm"
              >
                {t(`payments.failure_reason.${reason}`)}
              </Anchor>
              <Text fz="sm">{count(n)}</Text>
            </Group>
          ))}
          {home.failure_reasons_capped ? (
            <Text c="dimmed" fz="xs" mt="xs">
              {t('dashboard_home.failure_reasons_capped', { total: count(FAILURE_REASON_CAP) })}
            </Text>
          ) : null}
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="latest-payments">
        <Title order={2} fz="md" mb="sm" id="latest-payments">
          {t('dashboard_home.latest')}
        </Title>
        <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard_home.column.id')}</Table.Th>
                <Table.Th>{t('dashboard_home.column.created_at')}</Table.Th>
                <Table.Th>{t('dashboard_home.column.status')}</Table.Th>
                <Table.Th ta="end">{t('dashboard_home.column.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {home.latest.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td ff="monospace">
                    <Anchor component={Link} to={`/payments/${payment.id}`} fz="sm">
                      {payment.id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{dateTime(payment.created_at)}</Table.Td>
                  <Table.Td>{t(`payments.status.${payment.status}`)}</Table.Td>
                  <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {money(payment.amount_minor, payment.exponent, payment.currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </>
  );
}
