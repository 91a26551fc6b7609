import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { mostPaid } from '@paygrid/domain/money/most-paid';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReaderNumbers } from '~/features/settings';
import { useUserDateTime } from '~/shared/format/user-date-time';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useDashboardHome } from '../api/dashboard-home';
import { MoneyFlows } from './money-flows';
import { MoneyLists } from './money-lists';
import { lastThirtyDays, paymentsLink } from './payments-link';
import { StatCard } from './stat-card';

// @mantine/charts and recharts load with this page only.
const MoneyCharts = lazy(() => import('./money-charts').then((module) => ({ default: module.MoneyCharts })));

/** The last 30 days of money (issue 17): count, success rate, money in and out per currency, charts and lists. */
export function MoneyAtAGlance() {
  const { t } = useTranslation();
  const numbers = useReaderNumbers();
  const dates = useUserDateTime();
  const home = useDashboardHome();
  if (home.isError) {
    return <RequestFailureAlert error={home.error} fallbackTitleKey="dashboard_home.load_failed" />;
  }
  if (!home.data) return <Skeleton height={260} radius="md" />;
  const attributes = home.data.data.attributes;
  const count = attributes.days.reduce((sum, day) => sum + day.count, 0);
  const success = attributes.days.reduce((sum, day) => sum + day.success, 0);
  const failed = attributes.days.reduce((sum, day) => sum + day.failed, 0);
  const rate = success + failed === 0 ? null : success / (success + failed);
  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {t('dashboard_home.window', { zone: attributes.time_zone })}{' '}
        {t('dashboard_home.as_of', { time: dates.time(home.data.meta.as_of) })}
      </Text>
      <SimpleGrid cols={2} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard
          label={t('dashboard_home.payments')}
          value={
            <Anchor component={Link} to={paymentsLink(lastThirtyDays)} inherit>
              {numbers.count(count)}
            </Anchor>
          }
        />
        <StatCard
          label={t('dashboard_home.success_rate')}
          value={
            <Anchor component={Link} to={paymentsLink({ ...lastThirtyDays, status: 'success' })} inherit>
              {rate === null ? '—' : numbers.percent(rate)}
            </Anchor>
          }
        />
      </SimpleGrid>
      <MoneyFlows flows={attributes.flows} />
      <Suspense fallback={<Paper withBorder radius="md" h={480} />}>
        {/* The chart's currencies, busiest first, ordered here so mostPaid rides in this page's chunk as before: once
            only the lazy charts imported it, the payments page's first load fetched its shared chunk twice (CI). */}
        <MoneyCharts home={attributes} currencies={mostPaid(attributes.volume).map((sum) => sum.currency)} />
      </Suspense>
      <MoneyLists home={attributes} />
    </Stack>
  );
}
