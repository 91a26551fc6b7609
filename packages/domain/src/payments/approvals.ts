/**
 * Four-eyes approval of operations (issue 38): an organisation's owners set, per currency, an amount above which an
 * operation waits for a second person's approval. A currency with no amount set needs none.
 */

/** Currencies an organisation may set an approval amount for, at most. */
export const APPROVAL_THRESHOLDS_MAX = 50;
