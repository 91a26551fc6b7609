import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { PaymentDetail } from '@paygrid/contracts/payments/payment';
import type { PaymentOperation } from '@paygrid/contracts/payments/payment-operation';
import { canDo } from '@paygrid/domain/organizations/roles';
import type { PaymentOperationKind } from '@paygrid/domain/payments/operations';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '~/features/auth';
import { useCurrentOrganization } from '~/features/organizations';
import { useReaderNumbers } from '~/features/settings';
import { paymentOperationsQuery } from '../api/payment-operations';
import { refusalKey } from './operation-failure-alert';
import { operationFigures, operationOffers } from './operation-figures';
import { type OperationStep, PaymentOperationList } from './payment-operation-list';

type PaymentOperationsProps = {
  payment: PaymentDetail['data'];
  /** The dialogs open beside the drawer, not inside it (decided in payment-drawer.tsx). */
  onAsk: (kind: PaymentOperationKind) => void;
  onStep: (step: OperationStep, operation: PaymentOperation) => void;
};

/**
 * A pay-in's or a payout's operations (issue 38): the sums that fit it, Capture, Refund and Cancel when offered for
 * owners and admins, and for members, whose requests wait for approval (decision 0106); else why, where that helps.
 * Then each operation, newest first. Nothing when none applies.
 */
export function PaymentOperations({ payment, onAsk, onStep }: PaymentOperationsProps) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const role = useCurrentOrganization().data?.data.attributes.role;
  const userId = useCurrentUser().data?.id;
  const operations = useQuery(paymentOperationsQuery(payment.id));
  const a = payment.attributes;
  const canAsk = role !== undefined && canDo(role, 'ask-payment-operations');
  const canOperate = role !== undefined && canDo(role, 'operate-payments');
  const figures = operationFigures(payment);
  const { offered, held } = operationOffers(payment);
  const lines = [...new Set(held.map(([kind, why]) => t(refusalKey(kind, why))))];
  if (role !== undefined && offered.length > 0 && !canOperate) {
    lines.push(t(canAsk ? 'payments.operations.member_asks' : 'payments.operations.role'));
  }
  const listed = operations.data?.data ?? [];
  if (figures.length === 0 && offered.length === 0 && lines.length === 0 && listed.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="payment-operations-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="payment-operations-title">
          {t('payments.operations.title')}
        </Title>
        {canAsk && offered.length > 0 ? (
          <Group gap="xs">
            {offered.map((kind, index) => (
              <Button
                key={kind}
                size="xs"
                variant={index === 0 ? 'filled' : 'default'}
                onClick={() => onAsk(kind)}
              >
                {t(`payments.operations.open.${kind}`)}
              </Button>
            ))}
          </Group>
        ) : null}
      </Group>
      {figures.length > 0 ? (
        <Table aria-label={t('payments.operations.figures')} withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {figures.map(([figure, minor]) => (
              <Table.Tr key={figure}>
                <Table.Th scope="row" w={170} fw={500} c="dimmed">
                  {t(`payments.operations.figure.${figure}`)}
                </Table.Th>
                <Table.Td ff="monospace">{money(minor, a.exponent, a.currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {lines.map((line) => (
        <Text key={line} size="sm" c="dimmed">
          {line}
        </Text>
      ))}
      {operations.data ? (
        <PaymentOperationList operations={listed} canOperate={canOperate} userId={userId} onStep={onStep} />
      ) : null}
    </Stack>
  );
}
