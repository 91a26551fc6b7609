import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { PaymentOperation } from '@paygrid/contracts/payments/payment-operation';
import { OPERATION_ATTENTION_DAYS, type PaymentOperationStatus } from '@paygrid/domain/payments/operations';
import { useTranslation } from 'react-i18next';
import { useInstantElement, useReaderNumbers } from '~/features/settings';

const statusColors: Record<PaymentOperationStatus, string> = {
  pending: 'yellow',
  succeeded: 'teal',
  failed: 'red',
  withdrawn: 'gray',
};

const DAY_MS = 86_400_000;

type PaymentOperationListProps = {
  operations: ReadonlyArray<PaymentOperation>;
  canOperate: boolean;
  onWithdraw: (operation: PaymentOperation) => void;
};

/**
 * Each operation: its kind and amount (what a cancellation releases), status, reason and note, who asked and when;
 * a pending one says who settles it.
 */
export function PaymentOperationList({ operations, canOperate, onWithdraw }: PaymentOperationListProps) {
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
        const days = Math.floor((Date.now() - Date.parse(o.created_at)) / DAY_MS);
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
                {canOperate ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => onWithdraw(operation)}
                  >
                    {t('payments.operations.withdraw')}
                  </Button>
                ) : null}
              </Group>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
