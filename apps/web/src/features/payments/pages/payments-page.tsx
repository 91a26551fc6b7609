import type { PaymentGridRow } from '@paygrid/contracts/payments/payment';
import type { NumberFilter as NumberFilterValue } from '@paygrid/domain/grid/filter-types';
import { paymentsGrid } from '@paygrid/domain/grid/grids/payments-grid';
import { FAILURE_REASONS } from '@paygrid/domain/payments/failure-reasons';
import { PAYMENT_METHODS, PAYMENT_STATUSES, PAYMENT_TYPES } from '@paygrid/domain/payments/fixed-values';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '~/features/auth';
import { useInstantElement, useReaderNumbers } from '~/features/settings';
import { useEnumeration } from '~/shared/enumerations/use-enumeration';
import type { FilterWidgetProps } from '~/shared/grid/filters/declared-filters';
import { GridPage } from '~/shared/grid/grid-page';
import { paymentListQuery } from '../api/payment-list';
import { usePaymentsTotal } from '../api/payment-summary';
import { AmountFilter } from '../components/amount-filter';
import { paymentCells } from '../components/payment-columns';
import { PaymentDrawer } from '../components/payment-drawer';
import { PaymentsSummary } from '../components/payments-summary';

// An amount range means something only in the units of one currency: the widget says so while several are picked.
const amountWidget = ({ label, value, filters, onChange }: FilterWidgetProps) => (
  <AmountFilter
    label={label}
    currencies={(filters.currency as string[] | undefined) ?? []}
    value={value as NumberFilterValue | undefined}
    onChange={onChange}
  />
);
const filterWidgets = { amount: amountWidget, refunded_amount: amountWidget };

/** An enumeration filter's values among the declared ones; none when it is not set. */
const listed = <Value extends string>(declared: ReadonlyArray<Value>, value: unknown): Value[] => {
  const values = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
  return declared.filter((item) => values.includes(item));
};

/** `/payments` and `/payments/{id}`: the organisation's payments (test or live, as the shell's toggle says). */
export function PaymentsPage() {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const instant = useInstantElement();
  const { data: user } = useCurrentUser();
  const pageSize = user?.attributes.settings.preferences.data_grid_items_count;
  const { id } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();

  const cells = useMemo<Record<string, (row: PaymentGridRow) => ReactNode>>(
    () => paymentCells({ t, money, instant }),
    [t, money, instant],
  );
  // The catalogue's currencies (the grid's declared enumeration), shown as an operator reads them: code and name.
  const catalogue = useEnumeration('system-currencies').data;
  const filterOptions = useMemo(
    () => ({
      status: PAYMENT_STATUSES.map((value) => ({ value, label: t(`payments.status.${value}`) })),
      type: PAYMENT_TYPES.map((value) => ({ value, label: t(`payments.type.${value}`) })),
      method: PAYMENT_METHODS.map((value) => ({ value, label: t(`payments.method.${value}`) })),
      failure_reason: FAILURE_REASONS.map((value) => ({
        value,
        label: t(`payments.failure_reason.${value}`),
      })),
      currency: (catalogue ?? []).map(({ value, label }) => ({ value, label: `${value} · ${label}` })),
    }),
    [t, catalogue],
  );

  return (
    <GridPage
      grid={paymentsGrid}
      title={t('payments.title')}
      intro={t('payments.intro')}
      tableLabel={t('payments.table')}
      listQuery={paymentListQuery}
      cells={cells}
      rowId={(row) => row.id}
      exportPath="/payments"
      {...(pageSize !== undefined ? { defaultSize: pageSize } : {})}
      filterOptions={filterOptions}
      filterWidgets={filterWidgets}
      summary={(grid) => (
        <PaymentsSummary
          filterQuery={grid.filterQuery}
          statuses={listed(PAYMENT_STATUSES, grid.filters.status)}
          types={listed(PAYMENT_TYPES, grid.filters.type)}
        />
      )}
      useTotal={usePaymentsTotal}
      onRowOpen={(row) => navigate(`/payments/${encodeURIComponent(row.id)}${search}`)}
    >
      <PaymentDrawer id={id} onClose={() => navigate(`/payments${search}`)} />
    </GridPage>
  );
}
