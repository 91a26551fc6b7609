/**
 * Why a payment failed (issue 32): a declared list of stable codes, so a failure can be filtered, counted and
 * explained in the reader's language. The platform's own words stay on the payment beside the code; a text no
 * code fits is `other`, never dropped. The web words each code and its "what to do" in en and uk.
 */
export const FAILURE_REASONS = [
  'insufficient_funds',
  'do_not_honour',
  'card_expired',
  'invalid_card_details',
  'three_ds_failed',
  'limit_exceeded',
  'issuer_unavailable',
  'fraud_suspected',
  'invalid_account',
  'not_permitted',
  'processing_error',
  'other',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];
