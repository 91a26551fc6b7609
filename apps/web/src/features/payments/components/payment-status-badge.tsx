import type { PaymentStatus } from '@paygrid/domain/payments/fixed-values';
import classes from './payment-status-badge.module.css';

const statusColors: Record<PaymentStatus, string> = {
  created: 'gray',
  processing: 'blue',
  authorized: 'cyan',
  success: 'teal',
  partially_refunded: 'grape',
  failed: 'red',
  cancelled: 'gray',
  refunded: 'grape',
};

/**
 * A payment's status as a light badge. A plain element with its label given: a grid page draws twenty with every
 * sort, and as Mantine's Badge each resolved its props, styles and translation hook (issue 21).
 */
export function PaymentStatusBadge({ status, label }: { status: PaymentStatus; label: string }) {
  return (
    <span className={classes.badge} data-color={statusColors[status]}>
      {label}
    </span>
  );
}
