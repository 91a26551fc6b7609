import { Alert, Code, Group, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import type { PaymentDetail } from '@paygrid/contracts/payments/payment';
import type { PaymentOperation } from '@paygrid/contracts/payments/payment-operation';
import type { FailureReason } from '@paygrid/domain/payments/failure-reasons';
import type { PaymentOperationKind } from '@paygrid/domain/payments/operations';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstantElement, useReaderNumbers } from '~/features/settings';
import { DetailDrawer } from '~/shared/ui/detail-drawer';
import { paymentDetailQuery } from '../api/payment-detail';
import { holdsPendingOperation, PENDING_POLL_MS } from '../api/payment-operations';
import { ApproveOperationDialog } from './approve-operation-dialog';
import { CancelDialog } from './cancel-dialog';
import { CaptureDialog } from './capture-dialog';
import { PaymentNotes } from './payment-notes';
import type { OperationStep } from './payment-operation-list';
import { PaymentOperations } from './payment-operations';
import { PaymentStatusBadge } from './payment-status-badge';
import { PaymentStory } from './payment-story';
import { RefundDialog } from './refund-dialog';
import { RejectOperationDialog } from './reject-operation-dialog';
import { WithdrawOperationDialog } from './withdraw-operation-dialog';

type PaymentDrawerProps = { id: string | undefined; onClose: () => void };

/** `/payments/{id}`: one payment over the grid (every field, the status timeline, metadata, the exchange leg). */
export function PaymentDrawer({ id, onClose }: PaymentDrawerProps) {
  const { t } = useTranslation();
  const detail = useQuery({
    ...paymentDetailQuery(id ?? ''),
    enabled: id !== undefined,
    // A pending operation settles on the platform's report (or the sandbox's): read again until none is held.
    refetchInterval: (query) =>
      query.state.data && holdsPendingOperation(query.state.data.data) ? PENDING_POLL_MS : false,
  });
  const [action, setAction] = useState<Action | undefined>();
  const payment = detail.data?.data;
  const close = () => setAction(undefined);
  return (
    <>
      <DetailDrawer
        opened={id !== undefined}
        onClose={onClose}
        title={t('payments.detail.title')}
        closeLabel={t('payments.detail.close')}
        notFound={t('payments.detail.not_found')}
        detail={detail}
      >
        {(answer) => <PaymentFacts payment={answer.data} onAction={setAction} />}
      </DetailDrawer>
      {/* Beside the drawer, not inside it: one dialog over another, each in its own portal. */}
      {payment && action?.kind === 'refund' ? <RefundDialog payment={payment} onClose={close} /> : null}
      {payment && action?.kind === 'capture' ? <CaptureDialog payment={payment} onClose={close} /> : null}
      {payment && action?.kind === 'cancellation' ? <CancelDialog payment={payment} onClose={close} /> : null}
      {payment && action?.kind === 'withdraw' ? (
        <WithdrawOperationDialog paymentId={payment.id} operation={action.operation} onClose={close} />
      ) : null}
      {payment && action?.kind === 'approve' ? (
        <ApproveOperationDialog paymentId={payment.id} operation={action.operation} onClose={close} />
      ) : null}
      {payment && action?.kind === 'reject' ? (
        <RejectOperationDialog paymentId={payment.id} operation={action.operation} onClose={close} />
      ) : null}
    </>
  );
}

/** What the drawer opens a dialog for. */
type Action = { kind: PaymentOperationKind } | { kind: OperationStep; operation: PaymentOperation };

function PaymentFacts({
  payment,
  onAction,
}: {
  payment: PaymentDetail['data'];
  onAction: (action: Action) => void;
}) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const instant = useInstantElement();
  const a = payment.attributes;
  const facts: Array<[string, React.ReactNode]> = [
    [t('payments.column.id'), <Code key="id">{payment.id}</Code>],
    [t('payments.detail.mode'), t(`payments.mode.${a.mode}`)],
    [t('payments.column.type'), t(`payments.type.${a.type}`)],
    [
      t('payments.column.status'),
      <PaymentStatusBadge key="status" status={a.status} label={t(`payments.status.${a.status}`)} />,
    ],
    [t('payments.column.amount'), money(a.amount_minor, a.exponent, a.currency)],
    [t('payments.column.fee'), money(a.fee_minor, a.exponent, a.currency)],
    [t('payments.column.method'), t(`payments.method.${a.method}`)],
    [t('payments.column.vendor'), a.vendor ?? '—'],
    [
      t('payments.column.three_ds'),
      a.three_ds === null ? '—' : a.three_ds ? t('payments.yes') : t('payments.no'),
    ],
    [t('payments.column.customer_email'), a.customer_email],
    [t('payments.column.customer_country'), a.customer_country],
    [t('payments.column.reference'), a.reference],
    [t('payments.column.description'), a.description],
    [t('payments.column.created_at'), instant(a.created_at)],
    [t('payments.detail.updated_at'), instant(a.updated_at)],
  ];
  return (
    <Stack gap="lg">
      <Table aria-label={t('payments.detail.fields')} withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={170} fw={500} c="dimmed">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {a.failure_reason ? <PaymentFailure reason={a.failure_reason} message={a.failure_message} /> : null}
      {a.type === 'payin' || a.type === 'payout' ? (
        <PaymentOperations
          payment={payment}
          onAsk={(kind) => onAction({ kind })}
          onStep={(step, operation) => onAction({ kind: step, operation })}
        />
      ) : null}
      <PaymentNotes paymentId={payment.id} />
      <PaymentStory paymentId={payment.id} version={a.updated_at} watching={holdsPendingOperation(payment)} />
      {a.target_amount_minor && a.target_currency && a.target_exponent !== null ? (
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('payments.detail.exchange')}
          </Title>
          <Group gap="xs">
            <Text>{money(a.amount_minor, a.exponent, a.currency)}</Text>
            <Text c="dimmed">→</Text>
            <Text fw={500}>{money(a.target_amount_minor, a.target_exponent, a.target_currency)}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('payments.detail.rate', { rate: a.rate, from: a.currency, to: a.target_currency })}
          </Text>
        </Stack>
      ) : null}
      <Stack gap={4}>
        <Title order={2} size="h4">
          {t('payments.detail.history')}
        </Title>
        <Timeline active={a.status_history.length - 1} bulletSize={14} lineWidth={2}>
          {a.status_history.map((step, index) => (
            <Timeline.Item key={`${step.status}-${step.at}`} title={t(`payments.status.${step.status}`)}>
              <Text size="xs" c="dimmed">
                {instant(step.at)}
              </Text>
              {/* The failure that ended the payment reads as its declared reason; earlier steps keep their text. */}
              {index === a.status_history.length - 1 && step.status === 'failed' && a.failure_reason ? (
                <Text size="sm">{t(`payments.failure_reason.${a.failure_reason}`)}</Text>
              ) : step.reason ? (
                <Text size="sm">{step.reason}</Text>
              ) : null}
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
      <Stack gap={4}>
        <Title order={2} size="h4">
          {t('payments.detail.metadata')}
        </Title>
        {a.metadata.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('payments.detail.no_metadata')}
          </Text>
        ) : (
          <Table aria-label={t('payments.detail.metadata')} withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {a.metadata.map(({ key, value }) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row" w={170} fw={500} ff="monospace">
                    {key}
                  </Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}

/** Why a failed payment failed: the declared reason and what to do, in the reader's language; the platform's words. */
function PaymentFailure({ reason, message }: { reason: FailureReason; message: string | null }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('payments.detail.failure')}>
      <Stack gap={6}>
        <Text fw={600}>{t(`payments.failure_reason.${reason}`)}</Text>
        <Text size="sm">
          <Text span fw={500}>
            {t('payments.detail.what_to_do')}:
          </Text>{' '}
          {t(`payments.failure_hint.${reason}`)}
        </Text>
        {message ? (
          <Text size="sm" c="dimmed">
            {t('payments.detail.platform_said')}: <q>{message}</q>
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
