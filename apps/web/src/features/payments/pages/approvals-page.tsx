import type { ApprovalRow } from '@paygrid/contracts/payments/approval-row';
import { approvalsGrid } from '@paygrid/domain/grid/grids/approvals-grid';
import { PAYMENT_OPERATION_KINDS } from '@paygrid/domain/payments/operations';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '~/features/auth';
import { useInstantElement, useReaderNumbers } from '~/features/settings';
import { useEnumeration } from '~/shared/enumerations/use-enumeration';
import { GridPage } from '~/shared/grid/grid-page';
import { approvalListQuery } from '../api/approval-list';
import { approvalCells } from '../components/approval-columns';

/**
 * `/approvals` (issue 38, decision 0106): what waits for a second person's approval in the console's mode. A row
 * opens its payment, whose drawer approves, rejects or withdraws the request.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const instant = useInstantElement();
  const { data: user } = useCurrentUser();
  const pageSize = user?.attributes.settings.preferences.data_grid_items_count;
  const navigate = useNavigate();

  const cells = useMemo<Record<string, (row: ApprovalRow) => ReactNode>>(
    () => approvalCells({ t, money, instant }),
    [t, money, instant],
  );
  const catalogue = useEnumeration('system-currencies').data;
  const filterOptions = useMemo(
    () => ({
      kind: PAYMENT_OPERATION_KINDS.map((value) => ({
        value,
        label: t(`payments.operations.kind.${value}`),
      })),
      currency: (catalogue ?? []).map(({ value, label }) => ({ value, label: `${value} · ${label}` })),
    }),
    [t, catalogue],
  );

  return (
    <GridPage
      grid={approvalsGrid}
      title={t('approvals.title')}
      intro={t('approvals.intro')}
      tableLabel={t('approvals.table')}
      listQuery={approvalListQuery}
      cells={cells}
      rowId={(row) => row.id}
      exportPath="/approvals"
      {...(pageSize !== undefined ? { defaultSize: pageSize } : {})}
      filterOptions={filterOptions}
      onRowOpen={(row) => {
        if (row.attributes.payment_id) navigate(`/payments/${encodeURIComponent(row.attributes.payment_id)}`);
      }}
    />
  );
}
