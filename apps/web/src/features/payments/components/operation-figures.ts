import type { PaymentDetail } from '@paygrid/contracts/payments/payment';
import {
  isPaidStatus,
  type OperationRefusal,
  type PaymentOperationKind,
} from '@paygrid/domain/payments/operations';

type Figure =
  | 'authorised'
  | 'captured'
  | 'capture_pending'
  | 'capturable'
  | 'refunded'
  | 'refund_pending'
  | 'refundable';

/**
 * The sums that fit the payment, each with its minor units: an authorised pay-in's authorisation and captures, and
 * its refunds once something was captured; a paid pay-in's refunds (and its authorisation when less was captured).
 */
export function operationFigures({ attributes: a }: PaymentDetail['data']): Array<[Figure, string]> {
  const authorised = a.status === 'authorized';
  if (a.type !== 'payin' || !(authorised || isPaidStatus(a.status))) return [];
  const figures: Array<[Figure, string]> = [];
  if (authorised || a.captured_minor !== a.amount_minor) figures.push(['authorised', a.amount_minor]);
  figures.push(['captured', a.captured_minor]);
  if (authorised) {
    figures.push(['capture_pending', a.capture_pending_minor], ['capturable', a.capturable_minor]);
  }
  if (a.captured_minor !== '0') {
    figures.push(
      ['refunded', a.refunded_minor],
      ['refund_pending', a.refund_pending_minor],
      ['refundable', a.refundable_minor],
    );
  }
  return figures;
}

// Something pending or done in full explains itself in a line; that a paid pay-in is not authorised would not help.
const TOLD: ReadonlyArray<OperationRefusal> = [
  'fully_refunded',
  'refunds_pending',
  'captures_pending',
  'cancellation_pending',
];

/** The order the drawer offers them in: an authorisation's capture first. */
const SHOWN: ReadonlyArray<PaymentOperationKind> = ['capture', 'refund', 'cancellation'];

/** Each operation the payment offers now, and each held back for a reason worth a line. */
export function operationOffers({ attributes: a }: PaymentDetail['data']) {
  const offered: PaymentOperationKind[] = [];
  const held: Array<[PaymentOperationKind, OperationRefusal]> = [];
  for (const kind of SHOWN) {
    const offer = a.operations_offered[kind];
    if (offer.offered) offered.push(kind);
    else if (offer.why && TOLD.includes(offer.why)) held.push([kind, offer.why]);
  }
  return { offered, held };
}
