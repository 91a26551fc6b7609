/**
 * Operator notes on a payment (issue 38): who wrote what, when. A note is never edited or deleted: the payment's
 * story keeps what was said.
 */
export const PAYMENT_NOTE_MAX_LENGTH = 2000;
