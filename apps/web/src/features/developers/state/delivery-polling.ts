/** How often a delivery log or a delivery is read again while an attempt is about to be made. */
const POLL_MS = 3000;
/** An attempt due within this is "about to be made"; one due later (retries wait minutes to hours) is not watched. */
const SOON_MS = 60_000;
/** One due longer ago than this is not coming soon either (no worker is running): the log stops asking. */
const OVERDUE_MS = 120_000;

type DeliveryTimes = { status?: string | undefined; next_attempt_at?: string | null | undefined };

/**
 * How soon to read deliveries again: every few seconds while one of them is pending with its next attempt (or a
 * resend) due within a minute and not long overdue, so a test event or a resend is seen to land; otherwise never
 * by itself. A row without its status or next attempt (the reader hid those columns) is not watched.
 */
export function deliveryPollMs(deliveries: ReadonlyArray<DeliveryTimes>, now: number): number | false {
  const soon = deliveries.some((delivery) => {
    if (delivery.status !== 'pending' || typeof delivery.next_attempt_at !== 'string') return false;
    const dueIn = Date.parse(delivery.next_attempt_at) - now;
    return dueIn <= SOON_MS && dueIn >= -OVERDUE_MS;
  });
  return soon ? POLL_MS : false;
}
