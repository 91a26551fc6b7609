import type { ApprovalRow } from '@paygrid/contracts/payments/approval-row';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './payment-id-link.module.css';

type Money = (minor: string, exponent: number, currency: string) => string;

/** The Approvals grid's cells: the payment opens its drawer, where the request is approved or rejected. */
export function approvalCells(options: {
  t: TFunction;
  money: Money;
  /** An instant as the reader prefers it (relative or absolute). */
  instant: (at: string) => ReactNode;
}) {
  const { t, money, instant } = options;
  const cells: Record<string, (row: ApprovalRow) => ReactNode> = {
    created_at: ({ attributes: { created_at } }) => (created_at ? instant(created_at) : ''),
    payment: ({ attributes: { payment_id, payment_reference } }) =>
      payment_id ? (
        <Link className={`mantine-focus-auto ${classes.link}`} to={`/payments/${payment_id}`}>
          {payment_reference || payment_id}
        </Link>
      ) : (
        ''
      ),
    kind: ({ attributes: { kind } }) => (kind ? t(`payments.operations.kind.${kind}`) : ''),
    amount: ({ attributes: a }) =>
      a.amount_minor !== undefined && a.exponent !== undefined && a.currency
        ? money(a.amount_minor, a.exponent, a.currency)
        : '',
    requested_by: ({ attributes: { requested_by } }) => requested_by ?? t('approvals.former_member'),
    approval_expires_at: ({ attributes: { approval_expires_at } }) =>
      approval_expires_at ? instant(approval_expires_at) : '',
    note: ({ attributes: { note } }) => note ?? '',
  };
  return cells;
}
