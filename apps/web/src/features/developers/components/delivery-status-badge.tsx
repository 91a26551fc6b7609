import type { WebhookDeliveryStatus } from '@paygrid/domain/platform/webhooks';
import classes from './delivery-status-badge.module.css';

/** A delivery's status as a calm light badge: succeeded green, pending blue, failed red; its label given. */
export function DeliveryStatusBadge({ status, label }: { status: WebhookDeliveryStatus; label: string }) {
  return (
    <span className={classes.badge} data-status={status}>
      {label}
    </span>
  );
}

/** The HTTP status an endpoint answered: green for 2xx, red otherwise. */
export function HttpStatus({ status }: { status: number }) {
  return (
    <span className={classes.httpStatus} data-ok={status >= 200 && status < 300}>
      {status}
    </span>
  );
}
