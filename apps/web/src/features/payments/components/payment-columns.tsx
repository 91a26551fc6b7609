import type { PaymentGridRow } from '@paygrid/contracts/payments/payment';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './payment-id-link.module.css';
import { PaymentStatusBadge } from './payment-status-badge';

type Money = (minor: string, exponent: number, currency: string) => string;

/**
 * A payment's id, opening its detail drawer and keeping the grid's query. It reads the query itself, so the cells
 * stay the same functions when a sort or filter changes it and the rows are not drawn again for that (GridRows).
 * A plain link styled as Mantine's Anchor: twenty are drawn with every page of rows (issue 21).
 */
function PaymentIdLink({ id }: { id: string }) {
  const { search } = useLocation();
  return (
    <Link className={`mantine-focus-auto ${classes.link}`} to={`/payments/${id}${search}`}>
      {id}
    </Link>
  );
}

/** The payments grid's cells: the id opens the detail drawer (keeping the grid's query), amounts by exponent. */
export function paymentCells(options: {
  t: TFunction;
  money: Money;
  /** An instant as the reader prefers it (relative or absolute). */
  instant: (at: string) => ReactNode;
}) {
  const { t, money, instant } = options;
  const cells: Record<string, (row: PaymentGridRow) => ReactNode> = {
    id: (row) => <PaymentIdLink id={row.id} />,
    created_at: ({ attributes: { created_at } }) => (created_at ? instant(created_at) : ''),
    type: ({ attributes: { type } }) => (type ? t(`payments.type.${type}`) : ''),
    status: ({ attributes: { status } }) =>
      status ? <PaymentStatusBadge status={status} label={t(`payments.status.${status}`)} /> : null,
    amount: ({ attributes: a }) =>
      a.amount_minor !== undefined && a.exponent !== undefined && a.currency
        ? money(a.amount_minor, a.exponent, a.currency)
        : '',
    currency: ({ attributes: { currency } }) => currency ?? '',
    target: ({ attributes: a }) =>
      a.target_amount_minor &&
      a.target_currency &&
      a.target_exponent !== null &&
      a.target_exponent !== undefined
        ? money(a.target_amount_minor, a.target_exponent, a.target_currency)
        : '',
    fee: ({ attributes: a }) =>
      a.fee_minor !== undefined && a.exponent !== undefined && a.currency
        ? money(a.fee_minor, a.exponent, a.currency)
        : '',
    // Most payments were never refunded: blank for none (as Exchanged to is for no exchange), so refunds stand out.
    refunded: ({ attributes: a }) =>
      a.refunded_minor !== undefined && a.refunded_minor !== '0' && a.exponent !== undefined && a.currency
        ? money(a.refunded_minor, a.exponent, a.currency)
        : '',
    // The declared reason in the reader's language; the platform's own words on hover.
    failure_reason: ({ attributes: { failure_reason, failure_message } }) =>
      failure_reason ? (
        <span title={failure_message ?? undefined}>{t(`payments.failure_reason.${failure_reason}`)}</span>
      ) : (
        ''
      ),
    method: ({ attributes: { method } }) => (method ? t(`payments.method.${method}`) : ''),
    vendor: ({ attributes: { vendor } }) => vendor ?? '',
    three_ds: ({ attributes: { three_ds } }) =>
      three_ds === null || three_ds === undefined ? '' : three_ds ? t('payments.yes') : t('payments.no'),
    customer_email: ({ attributes: { customer_email } }) => customer_email ?? '',
    customer_country: ({ attributes: { customer_country } }) => customer_country ?? '',
    reference: ({ attributes: { reference } }) => reference ?? '',
    description: ({ attributes: { description } }) => description ?? '',
  };
  return cells;
}
