import { Group, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { moneyText } from '~/features/dashboard';
import { usePaymentSummary } from '../api/payment-summary';

/**
 * Above the payments grid (issue 17): the count and the totals per currency of the current filter (never summed
 * across currencies); beyond 10,000 matching payments it asks for a narrower filter instead.
 * `filterQuery` is the grid's filter alone (useGridQueryState().filterQuery): sorting or paging asks nothing anew.
 */
export function PaymentsSummary({ filterQuery }: { filterQuery: string }) {
  const { t, i18n } = useTranslation();
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
  return (
    <Group gap="lg" fz="sm" role="status" aria-label={t('payment_summary.label')} aria-live="polite">
      {summary.data.meta.capped ? (
        <Text fz="sm">{t('payment_summary.more_than')}</Text>
      ) : (
        <>
          <Text fz="sm" fw={600}>
            {t('payment_summary.count', { count: attributes.count })}
          </Text>
          {attributes.totals.map((total) => (
            <Text key={total.currency} fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {moneyText(total, i18n.language)}
            </Text>
          ))}
        </>
      )}
    </Group>
  );
}
