import { Table, Text } from '@mantine/core';
import type { ApprovalThreshold } from '@paygrid/contracts/payments/approval-thresholds';
import { useTranslation } from 'react-i18next';
import { useReaderNumbers } from '~/features/settings';
import { useEnumeration } from '~/shared/enumerations/use-enumeration';

/** The approval amounts as saved, each in major units of its currency as the reader writes numbers. */
export function ApprovalAmountsTable({ thresholds }: { thresholds: ReadonlyArray<ApprovalThreshold> }) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const catalogue = useEnumeration('system-currencies').data;
  if (thresholds.length === 0)
    return <Text size="sm">{t('organization_settings.approval_amounts.empty')}</Text>;
  const nameOf = (code: string) => catalogue?.find((currency) => currency.value === code)?.label;
  return (
    <Table aria-label={t('organization_settings.approval_amounts.table')} verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('organization_settings.approval_amounts.currency')}</Table.Th>
          <Table.Th ta="right">{t('organization_settings.approval_amounts.above')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {thresholds.map(({ attributes: a }) => (
          <Table.Tr key={a.currency}>
            <Table.Th scope="row" fw={500}>
              {a.currency}
              {nameOf(a.currency) ? (
                <Text span size="sm" c="dimmed">
                  {` · ${nameOf(a.currency)}`}
                </Text>
              ) : null}
            </Table.Th>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {money(a.amount_minor, a.exponent, a.currency)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
