import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@paygrid/domain/payments/fixed-values';
import { useTranslation } from 'react-i18next';

const statusColors: Record<PaymentStatus, string> = {
  created: 'gray',
  processing: 'blue',
  success: 'teal',
  failed: 'red',
  cancelled: 'gray',
  refunded: 'grape',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="light" color={statusColors[status]}>
      {t(`payments.status.${status}`)}
    </Badge>
  );
}
