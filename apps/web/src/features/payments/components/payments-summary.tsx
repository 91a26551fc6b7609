import { Button, Group, Skeleton, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { mostPaid } from '~/features/dashboard';
import { useReaderNumbers } from '~/features/settings';
import { usePaymentSummary } from '../api/payment-summary';

/** Currencies shown before the rest fold behind a button: the busiest first, so the line stays one line. */
const TOTALS_SHOWN = 4;

/**
 * Above the payments grid (issue 17): the count and the totals per currency of the current filter (never summed
 * across currencies); beyond 10,000 matching payments it asks for a narrower filter instead.
 * `filterQuery` is the grid's filter alone (useGridQueryState().filterQuery): sorting or paging asks nothing anew.
 */
export function PaymentsSummary({ filterQuery }: { filterQuery: string }) {
  const { t } = useTranslation();
  const numbers = useReaderNumbers();
  const [all, { toggle }] = useDisclosure(false);
  const summary = usePaymentSummary(filterQuery);
  if (summary.isError) {
    return (
      <Text c="dimmed" fz="sm" role="status">
        {t('payment_summary.load_failed')}
      </Text>
    );
  }
  if (!summary.data) return <Skeleton height={22} width="40%" />;
  const { attributes } = summary.data.data;
  const totals = mostPaid(attributes.totals);
  const folded = totals.length - TOTALS_SHOWN;
  const shown = all || folded <= 0 ? totals : totals.slice(0, TOTALS_SHOWN);
  if (summary.data.meta.capped) {
    return (
      <Text fz="sm" role="status" aria-label={t('payment_summary.label')} aria-live="polite">
        {t('payment_summary.more_than')}
      </Text>
    );
  }
  return (
    <Group gap="lg" fz="sm">
      <Group gap="lg" role="status" aria-label={t('payment_summary.label')} aria-live="polite">
        <Text fz="sm" fw={600}>
          {t('payment_summary.count', { count: attributes.count, total: numbers.count(attributes.count) })}
        </Text>
        {shown.map((total) => (
          <Text key={total.currency} fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {numbers.money(total.amount_minor, total.exponent, total.currency)}
          </Text>
        ))}
      </Group>
      {folded > 0 ? (
        <Button size="compact-xs" variant="subtle" onClick={toggle} aria-expanded={all}>
          {all ? t('payment_summary.fewer') : t('payment_summary.more_currencies', { count: folded })}
        </Button>
      ) : null}
    </Group>
  );
}
