/**
 * Four-eyes approval of operations (issue 38): an organisation's owners set, per currency, an amount above which an
 * operation waits for a second person's approval. A currency with no amount set needs none.
 */

/** Currencies an organisation may set an approval amount for, at most. */
export const APPROVAL_THRESHOLDS_MAX = 50;

/** A request waits for approval this long, then expires and releases what it held. */
export const APPROVAL_WAIT_MS = 7 * 24 * 3_600_000;

/**
 * Whether a person's request waits for a second person (decision 0106): a member's always (members ask, never
 * act); an owner's or admin's only above the amount set for its currency. The platform API's never (not asked
 * here). `thresholdMinor` is the amount set for the operation's currency, undefined when none is.
 */
export function operationWaitsForApproval(request: {
  mayOperate: boolean;
  amountMinor: bigint;
  thresholdMinor: bigint | undefined;
}): boolean {
  if (!request.mayOperate) return true;
  return request.thresholdMinor !== undefined && request.amountMinor > request.thresholdMinor;
}
