import { PAYMENT_STATUSES, PAYMENT_TYPES } from '@paygrid/domain/payments/fixed-values';
import { operationsOffered, type PaymentMoney } from '@paygrid/domain/payments/operations';
import { describe, expect, it } from 'vitest';
import en from '~/locales/en.json';
import uk from '~/locales/uk.json';

/** Payments of every type and status, with nothing, part or all captured, refunded and held. */
function* payments(): Generator<PaymentMoney> {
  for (const type of PAYMENT_TYPES)
    for (const status of PAYMENT_STATUSES)
      for (const capturedMinor of [0n, 40n, 100n])
        for (const refundedMinor of [0n, capturedMinor])
          for (const pending of [0n, 100n - capturedMinor])
            for (const cancellationPending of [false, true])
              yield {
                type,
                status,
                amountMinor: 100n,
                capturedMinor,
                capturePendingMinor: pending,
                refundedMinor,
                refundPendingMinor: capturedMinor - refundedMinor,
                cancellationPending,
              };
}

describe('why an operation is not offered, in words (issue 38)', () => {
  it('words every refusal an offer can answer, for its operation, in en and uk', () => {
    const answered = new Set<string>();
    for (const payment of payments()) {
      for (const [kind, offer] of Object.entries(operationsOffered(payment))) {
        if (!offer.offered) answered.add(`${kind}.${offer.why}`);
      }
    }
    for (const catalogue of [en, uk]) {
      const worded = Object.entries(catalogue.payments.operations.why).flatMap(([kind, words]) =>
        Object.keys(words).map((why) => `${kind}.${why}`),
      );
      expect(worded.sort()).toEqual([...answered].sort());
    }
  });
});
