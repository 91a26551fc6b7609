import { Button, Group, Skeleton, Text } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { busyCodeOf } from '@paygrid/domain/http/busy';
import { mostPaid } from '@paygrid/domain/money/most-paid';
import type { PaymentStatus, PaymentType } from '@paygrid/domain/payments/fixed-values';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReaderNumbers } from '~/features/settings';
import { useRowNumber } from '~/shared/grid/row-count';
import { usePaymentSummary } from '../api/payment-summary';

/** Currencies shown before the rest fold behind a button: the busiest first, so the line stays one line. */
const TOTALS_SHOWN = 4;

/**
 * Above the payments grid (issue 17): the count and the totals per currency of the current filter (never summed
 * across currencies); beyond 10,000 matching payments it gives the grid's figure ("about 50K") and asks for a
 * narrower filter to see totals.
 * `filterQuery` is the grid's filter alone (useGridQueryState().filterQuery): sorting or paging asks nothing anew.
 * The live region stays one element whatever the answer, so a screen reader hears each new figure; the folded totals
 * sit outside it, so opening them does not read them all aloud.
 */
type SummaryScope = {
  /** The statuses and types the filter keeps (none: all of them), said beside the sums. */
  statuses: ReadonlyArray<PaymentStatus>;
  types: ReadonlyArray<PaymentType>;
};

export function PaymentsSummary({ filterQuery, statuses, types }: { filterQuery: string } & SummaryScope) {
  const { t } = useTranslation();
  const numbers = useReaderNumbers();
  const rowNumber = useRowNumber();
  const [all, { toggle }] = useDisclosure(false);
  const restId = useId();
  const summary = usePaymentSummary(filterQuery);
  const busy = busyCodeOf(summary.error);
  if (busy) {
    return (
      <Group gap="xs" role="status">
        <Text c="dimmed" fz="sm">
          {t('busy.summary')}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => void summary.refetch()}>
          {t('busy.retry')}
        </Button>
      </Group>
    );
  }
  if (summary.isError) {
    return (
      <Text c="dimmed" fz="sm" role="status">
        {t('payment_summary.load_failed')}
      </Text>
    );
  }
  if (!summary.data) return <Skeleton height={22} width="40%" />;
  const { attributes } = summary.data.data;
  const capped = summary.data.meta.capped;
  const totals = capped ? [] : mostPaid(attributes.totals);
  const total = (sum: (typeof totals)[number]) => (
    <Text key={sum.currency} fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {numbers.money(sum.amount_minor, sum.exponent, sum.currency)}
    </Text>
  );
  const rest = totals.slice(TOTALS_SHOWN);
  return (
    <Group gap="lg" fz="sm">
      <Group gap="lg" role="status" aria-label={t('payment_summary.label')} aria-live="polite">
        {capped ? (
          // Past the cap: the grid's own total for this filter, "about" as its footer says it (one figure a page).
          <Text fz="sm">
            {t('payment_summary.too_many', {
              total: rowNumber(attributes.count, summary.data.meta.count_estimated),
            })}
          </Text>
        ) : (
          <>
            <Text fz="sm" fw={600}>
              {t('payment_summary.count', {
                count: attributes.count,
                total: numbers.count(attributes.count),
              })}
            </Text>
            {totals.slice(0, TOTALS_SHOWN).map(total)}
            {/* Sums of every status unless filtered: a failed payment's amount is in them, and the reader is told. */}
            <Text fz="xs" c="dimmed">
              {t('payment_summary.scope', {
                statuses:
                  statuses.length > 0
                    ? statuses.map((status) => t(`payments.status.${status}`)).join(', ')
                    : t('payment_summary.all_statuses'),
                types:
                  types.length > 0
                    ? types.map((type) => t(`payments.type.${type}`)).join(', ')
                    : t('payment_summary.all_types'),
              })}
            </Text>
          </>
        )}
      </Group>
      {rest.length > 0 ? (
        <>
          <Group gap="lg" id={restId} style={all ? undefined : { display: 'none' }}>
            {rest.map(total)}
          </Group>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={toggle}
            aria-expanded={all}
            aria-controls={restId}
            rightSection={
              all ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
            }
          >
            {t('payment_summary.more_currencies', { count: rest.length })}
          </Button>
        </>
      ) : null}
    </Group>
  );
}
