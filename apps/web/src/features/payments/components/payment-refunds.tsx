import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { PaymentDetail } from '@paygrid/contracts/payments/payment';
import type { PaymentOperation } from '@paygrid/contracts/payments/payment-operation';
import { canDo } from '@paygrid/domain/organizations/roles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentOrganization } from '~/features/organizations';
import { useReaderNumbers } from '~/features/settings';
import { paymentOperationsQuery } from '../api/payment-operations';
import { PaymentOperationList } from './payment-operation-list';

type PaymentRefundsProps = {
  payment: PaymentDetail['data'];
  /** The dialogs open beside the drawer, not inside it (decided in payment-drawer.tsx). */
  onRefund: () => void;
  onWithdraw: (operation: PaymentOperation) => void;
};

/**
 * A paid pay-in's refunds (issue 38): what was captured, refunded, held by pending refunds and left; Refund for
 * owners and admins while something is left, else why not; then each refund, newest first.
 */
export function PaymentRefunds({ payment, onRefund, onWithdraw }: PaymentRefundsProps) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const role = useCurrentOrganization().data?.data.attributes.role;
  const operations = useQuery(paymentOperationsQuery(payment.id));
  const a = payment.attributes;
  const offer = a.operations_offered.refund;
  const canOperate = role !== undefined && canDo(role, 'operate-payments');
  const figures: Array<[string, string]> = [
    [t('payments.refunds.captured'), money(a.captured_minor, a.exponent, a.currency)],
    [t('payments.refunds.refunded'), money(a.refunded_minor, a.exponent, a.currency)],
    [t('payments.refunds.pending'), money(a.refund_pending_minor, a.exponent, a.currency)],
    [t('payments.refunds.left'), money(a.refundable_minor, a.exponent, a.currency)],
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="payment-refunds-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="payment-refunds-title">
          {t('payments.refunds.title')}
        </Title>
        {offer.offered && canOperate ? (
          <Button size="xs" onClick={onRefund}>
            {t('payments.refunds.refund')}
          </Button>
        ) : null}
      </Group>
      <Table aria-label={t('payments.refunds.money')} withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {figures.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={170} fw={500} c="dimmed">
                {label}
              </Table.Th>
              <Table.Td ff="monospace">{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!offer.offered && offer.why ? (
        <Text size="sm" c="dimmed">
          {t(`payments.refunds.why.${offer.why}`)}
        </Text>
      ) : !canOperate && role !== undefined ? (
        <Text size="sm" c="dimmed">
          {t('payments.refunds.why.role')}
        </Text>
      ) : null}
      {operations.data ? (
        <PaymentOperationList
          operations={operations.data.data}
          canOperate={canOperate}
          onWithdraw={onWithdraw}
        />
      ) : null}
    </Stack>
  );
}
