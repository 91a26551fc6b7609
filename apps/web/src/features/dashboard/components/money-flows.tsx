import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import type { DashboardHome } from '@paygrid/contracts/dashboard-home/dashboard-home';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReaderNumbers } from '~/features/settings';
import { lastThirtyDays, paymentsLink } from './payments-link';

type Flows = DashboardHome['data']['attributes']['flows'];

/** Currencies shown: the busiest; the grid holds the rest. */
const SHOWN = 4;
const KINDS = ['payin', 'payout', 'refund'] as const;

/**
 * Issue 32: what came in and went out in 30 days, per currency, never added together: pay-ins, payouts and refunds
 * of successful payments, each opening the payments it sums, and the net they leave. Exchanges are in none of them.
 */
export function MoneyFlows({ flows }: { flows: Flows }) {
  const { t } = useTranslation();
  const numbers = useReaderNumbers();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="money-flows">
      <Title order={2} fz="md" mb={4} id="money-flows">
        {t('dashboard_home.flows_title')}
      </Title>
      <Text c="dimmed" fz="xs" mb="sm">
        {t('dashboard_home.flows_intro')}
      </Text>
      {flows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('dashboard_home.no_volume')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420} type="native">
          <Table fz="sm" verticalSpacing={6} style={{ fontVariantNumeric: 'tabular-nums' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('dashboard_home.flows_currency')}</Table.Th>
                {KINDS.map((kind) => (
                  <Table.Th key={kind} scope="col" ta="right">
                    {t(`dashboard_home.flows_${kind}`)}
                  </Table.Th>
                ))}
                <Table.Th scope="col" ta="right">
                  {t('dashboard_home.flows_net')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {flows.slice(0, SHOWN).map((flow) => (
                <Table.Tr key={flow.currency}>
                  <Table.Th scope="row" fw={600}>
                    {flow.currency}
                  </Table.Th>
                  {KINDS.map((kind) => (
                    <Table.Td key={kind} ta="right">
                      {flow[kind].count === 0 ? (
                        '—'
                      ) : (
                        <Anchor
                          component={Link}
                          to={paymentsLink({
                            ...lastThirtyDays,
                            status: 'success',
                            type: kind,
                            currency: [flow.currency],
                          })}
                          inherit
                        >
                          {numbers.money(flow[kind].amount_minor, flow.exponent, flow.currency)}
                        </Anchor>
                      )}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={600}>
                    {numbers.money(flow.net_minor, flow.exponent, flow.currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
