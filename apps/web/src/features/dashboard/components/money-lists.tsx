import { Anchor, Paper, SimpleGrid, Table, Title } from '@mantine/core';
import type { DashboardHome } from '@paygrid/contracts/dashboard-home/dashboard-home';
import { FAILURE_REASON_CAP } from '@paygrid/domain/payments/fixed-values';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReaderNumbers } from '~/features/settings';
import { useUserDateTime } from '~/shared/format/user-date-time';
import { FigureList } from './figure-list';
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
        <FigureList
          id="by-method"
          title={t('dashboard_home.by_method')}
          figures={home.methods.map(({ method, count: n, success }) => ({
            key: method,
            label: t(`payments.method.${method}`),
            to: paymentsLink({ ...lastThirtyDays, method }),
            figure: `${count(n)} · ${t('dashboard_home.succeeded', { count: success, total: count(success) })}`,
          }))}
        />
        <FigureList
          id="by-status"
          title={t('dashboard_home.by_status')}
          figures={home.statuses.map(({ status, count: n }) => ({
            key: status,
            label: t(`payments.status.${status}`),
            to: paymentsLink({ ...lastThirtyDays, status }),
            figure: count(n),
          }))}
        />
        <FigureList
          id="failure-reasons"
          title={t('dashboard_home.failure_reasons')}
          empty={t('dashboard_home.no_failures')}
          figures={home.failure_reasons.map(({ reason, count: n }) => ({
            key: reason,
            label: t(`payments.failure_reason.${reason}`),
            // Exactly the failures it counted: that reason over the same thirty days.
            to: paymentsLink({ ...lastThirtyDays, failure_reason: reason }),
            figure: count(n),
          }))}
          note={
            home.failure_reasons_capped
              ? t('dashboard_home.failure_reasons_capped', { total: count(FAILURE_REASON_CAP) })
              : undefined
          }
        />
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
