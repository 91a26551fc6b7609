import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { DashboardHome } from '@paygrid/contracts/dashboard-home/dashboard-home';
import { minorToDecimal } from '@paygrid/domain/money/minor-units';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useReaderNumbers } from '~/features/settings';
import { SegmentedRadios } from '~/shared/ui/segmented-radios';
import { onDay, paymentsLink } from './payments-link';

type Home = DashboardHome['data']['attributes'];
type DayDatum = { date: string; start: number };

/** A bar's datum as recharts hands it to the click handler. */
const startOf = (bar: unknown): number | undefined =>
  (bar as { payload?: DayDatum } | undefined)?.payload?.start;

/**
 * The two day charts of the dashboard home, loaded lazily so @mantine/charts (and recharts) reach only this page.
 * Each bar opens the payments grid filtered to its day (and currency). One currency at a time: amounts are never
 * summed across currencies.
 */
export function MoneyCharts({ home, currencies }: { home: Home; currencies: ReadonlyArray<string> }) {
  const { t, i18n } = useTranslation();
  const { money } = useReaderNumbers();
  const navigate = useNavigate();
  // The currency of the most successful payments first: the money that matters most to this organisation.
  const busiest = currencies[0] ?? '';
  const [chosen, setChosen] = useState(busiest);
  const currency = currencies.includes(chosen) ? chosen : busiest;
  const exponent = home.volume.find((sum) => sum.currency === currency)?.exponent ?? 0;
  const short = (date: string) => date.slice(5);
  const volumeData = home.days.map((day) => {
    const sum = day.volume.find((entry) => entry.currency === currency);
    return {
      date: short(day.date),
      start: day.start,
      // A bar's height only: the figures themselves are read exactly (money).
      [currency]: sum ? Number(minorToDecimal(sum.amount_minor, sum.exponent)) : 0,
    };
  });
  const rateData = home.days.map((day) => ({
    date: short(day.date),
    start: day.start,
    rate: day.success_rate === null ? 0 : Math.round(day.success_rate * 1000) / 10,
  }));
  const open = (filters: Parameters<typeof paymentsLink>[0]) => navigate(paymentsLink(filters));
  const axisTick = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 2 });

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="volume-chart">
        <Title order={2} fz="md" mb="sm" id="volume-chart">
          {t('dashboard_home.volume_per_day')}
        </Title>
        {currencies.length > 1 ? (
          <Box mb="sm">
            <SegmentedRadios
              value={currency}
              onChange={setChosen}
              data={currencies.map((code) => ({ value: code, label: code }))}
              aria-label={t('dashboard_home.currency')}
            />
          </Box>
        ) : null}
        {currencies.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('dashboard_home.no_volume')}
          </Text>
        ) : (
          <BarChart
            h={220}
            data={volumeData}
            dataKey="date"
            series={[{ name: currency, color: 'teal.6' }]}
            valueFormatter={(value) => money(String(Math.round(value * 10 ** exponent)), exponent, currency)}
            // The axis is a scale, not a figure: short ticks ("1.2K") instead of every decimal of the currency.
            yAxisProps={{ tickFormatter: (value: number) => axisTick.format(value) }}
            barProps={{
              cursor: 'pointer',
              onClick: (bar: unknown) => {
                const start = startOf(bar);
                if (start !== undefined) open({ ...onDay(start), status: 'success', currency: [currency] });
              },
            }}
          />
        )}
      </Paper>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="rate-chart">
        <Title order={2} fz="md" mb="sm" id="rate-chart">
          {t('dashboard_home.success_rate_per_day')}
        </Title>
        <BarChart
          h={180}
          data={rateData}
          dataKey="date"
          unit="%"
          yAxisProps={{ domain: [0, 100] }}
          series={[{ name: 'rate', label: t('dashboard_home.success_rate'), color: 'blue.6' }]}
          barProps={{
            cursor: 'pointer',
            onClick: (bar: unknown) => {
              const start = startOf(bar);
              if (start !== undefined) open(onDay(start));
            },
          }}
        />
      </Paper>
    </Stack>
  );
}
