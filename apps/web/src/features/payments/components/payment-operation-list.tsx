import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { PaymentOperation } from '@paygrid/contracts/payments/payment-operation';
import { OPERATION_ATTENTION_DAYS, type PaymentOperationStatus } from '@paygrid/domain/payments/operations';
import { useTranslation } from 'react-i18next';
import { useInstantElement, useReaderNumbers } from '~/features/settings';
import { OperationDecisionLine } from './operation-decision-line';

const statusColors: Record<PaymentOperationStatus, string> = {
  pending: 'yellow',
  succeeded: 'teal',
  failed: 'red',
  withdrawn: 'gray',
  awaiting_approval: 'violet',
  rejected: 'gray',
  expired: 'gray',
};

const DAY_MS = 86_400_000;

/** What the reader may do to a request in the list; each opens its dialog. */
export type OperationStep = 'withdraw' | 'approve' | 'reject';

type PaymentOperationListProps = {
  operations: ReadonlyArray<PaymentOperation>;
  /** Owners and admins: withdraw a pending request, approve or reject another person's waiting one. */
  canOperate: boolean;
  /** The signed-in person, whose own waiting request is theirs to withdraw and never theirs to approve. */
  userId: string | undefined;
  onStep: (step: OperationStep, operation: PaymentOperation) => void;
};

/**
 * Each operation: its kind and amount (what a cancellation releases), status, reason and note, who asked and when;
 * a pending one says who settles it, a request that waited for approval where it stands (decision 0106).
 */
export function PaymentOperationList({ operations, canOperate, userId, onStep }: PaymentOperationListProps) {
  const { t } = useTranslation();
  const { money } = useReaderNumbers();
  const instant = useInstantElement();
  if (operations.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('payments.operations.none')}
      </Text>
    );
  }
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t('payments.operations.list')}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {operations.map((operation) => {
        const o = operation.attributes;
        const kind = t(`payments.operations.kind.${o.kind}`);
        const amount = money(o.amount_minor, o.exponent, o.currency);
        // Counted from when the platform was told: a request approved late is not flagged at once.
        const days = Math.floor((Date.now() - Date.parse(o.sent_at ?? o.created_at)) / DAY_MS);
        const own = userId !== undefined && o.requested_by_user_id === userId;
        return (
          <Stack key={operation.id} component="li" gap={2} aria-label={`${kind} ${amount}`}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{kind}</Text>
              <Text fw={600} ff="monospace">
                {amount}
              </Text>
              <Badge color={statusColors[o.status]} variant="light" size="sm">
                {t(`payments.operations.status.${o.status}`)}
              </Badge>
              {o.reason ? <Text size="sm">{t(`payments.operations.reason.${o.reason}`)}</Text> : null}
            </Group>
            {o.note ? <Text size="sm">{o.note}</Text> : null}
            <Text size="xs" c="dimmed">
              {o.requested_via === 'api'
                ? t('payments.operations.asked_by_api')
                : t('payments.operations.asked_by', { name: o.requested_by_name ?? '—' })}{' '}
              · {instant(o.created_at)}
            </Text>
            {o.status === 'failed' && o.failure_message ? (
              <Text size="sm" c="red">
                {t('payments.operations.platform_said', { message: o.failure_message })}
              </Text>
            ) : null}
            {o.status === 'pending' ? (
              <Group gap="xs" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {o.settles_by_itself_at ? (
                    <>
                      {t('payments.operations.sandbox')} {instant(o.settles_by_itself_at)}
                    </>
                  ) : (
                    t('payments.operations.waits')
                  )}
                </Text>
                {o.mode === 'live' && days > OPERATION_ATTENTION_DAYS ? (
                  <Badge color="orange" variant="light" size="sm">
                    {t('payments.operations.attention', { count: days })}
                  </Badge>
                ) : null}
                {canOperate ? <WithdrawButton onClick={() => onStep('withdraw', operation)} /> : null}
              </Group>
            ) : null}
            <OperationDecisionLine operation={operation} />
            {o.status === 'awaiting_approval' && (own || (canOperate && userId !== undefined)) ? (
              <Group gap="xs" wrap="wrap">
                {own ? (
                  <WithdrawButton onClick={() => onStep('withdraw', operation)} />
                ) : (
                  <>
                    <Button size="compact-xs" onClick={() => onStep('approve', operation)}>
                      {t('payments.operations.approval.approve')}
                    </Button>
                    <Button size="compact-xs" variant="default" onClick={() => onStep('reject', operation)}>
                      {t('payments.operations.approval.reject')}
                    </Button>
                  </>
                )}
              </Group>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}

function WithdrawButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="compact-xs" variant="subtle" color="red" onClick={onClick}>
      {t('payments.operations.withdraw')}
    </Button>
  );
}
