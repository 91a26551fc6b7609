/** How often a delivery log or a delivery is read again while an attempt is about to be made. */
const POLL_MS = 3000;
/** An attempt due within this is "about to be made"; one due later (retries wait minutes to hours) is not watched. */
const SOON_MS = 60_000;

type DeliveryTimes = { status?: string | undefined; next_attempt_at?: string | null | undefined };

/**
 * How soon to read deliveries again: every few seconds while one of them is pending with its next attempt (or a
 * resend) due within a minute, so a test event or a resend is seen to land; otherwise never by itself.
 */
export function deliveryPollMs(deliveries: ReadonlyArray<DeliveryTimes>, now: number): number | false {
  const soon = deliveries.some(
    (delivery) =>
      delivery.status === 'pending' &&
      (delivery.next_attempt_at === null ||
        delivery.next_attempt_at === undefined ||
        Date.parse(delivery.next_attempt_at) - now <= SOON_MS),
  );
  return soon ? POLL_MS : false;
}
