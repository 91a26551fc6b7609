import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyOperationStep,
  capturableMinor,
  holdsMoneyInvariants,
  type OperationHold,
  type OperationStep,
  operationsOffered,
  type PaymentMoney,
  type PaymentOperationStatus,
  refundableMinor,
  settledPayment,
  statusAfterRefunds,
} from './operations';

type Held = OperationHold & { status: PaymentOperationStatus };

const money = (overrides: Partial<PaymentMoney>): PaymentMoney => ({
  type: 'payin',
  status: 'success',
  amountMinor: 1000n,
  capturedMinor: 1000n,
  capturePendingMinor: 0n,
  refundedMinor: 0n,
  refundPendingMinor: 0n,
  cancellationPending: false,
  ...overrides,
});
const paidPayin = (amount: bigint) => money({ amountMinor: amount, capturedMinor: amount });
const authorizedPayin = (amount: bigint) =>
  money({ status: 'authorized', amountMinor: amount, capturedMinor: 0n });

const step: fc.Arbitrary<OperationStep> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('refund' as const, 'capture' as const),
    amountMinor: fc.bigInt({ min: -5n, max: 20_000n }),
  }),
  fc.record({ kind: fc.constant('cancellation' as const) }),
  fc.record({
    kind: fc.constant('report' as const),
    status: fc.constantFrom('authorized' as const, 'success' as const),
  }),
  fc.record({
    kind: fc.constant('settle' as const),
    index: fc.nat({ max: 12 }),
    result: fc.constantFrom('succeeded' as const, 'failed' as const, 'withdrawn' as const),
  }),
);

const sum = (operations: ReadonlyArray<Held>, kind: Held['kind'], status: PaymentOperationStatus) =>
  operations
    .filter((one) => one.kind === kind && one.status === status)
    .reduce((total, one) => total + one.amountMinor, 0n);

describe('operations on the domain state machine (issue 38)', () => {
  it('keeps refunds within captures within the authorisation, whatever the sequence, and says the status truthfully', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 15_000n }),
        fc.constantFrom('created' as const, 'authorized' as const, 'success' as const),
        fc.array(step, { maxLength: 30 }),
        (amount, status, steps) => {
          const start =
            status === 'created'
              ? money({ status, amountMinor: amount, capturedMinor: 0n })
              : status === 'authorized'
                ? authorizedPayin(amount)
                : paidPayin(amount);
          let state: { payment: PaymentMoney; operations: Held[] } = { payment: start, operations: [] };
          for (const next of steps) {
            const result = applyOperationStep(state, next);
            if ('refused' in result) continue;
            state = { payment: result.payment, operations: [...result.operations] };
            const { payment, operations } = state;
            expect(holdsMoneyInvariants(payment)).toBe(true);
            expect(payment.refundPendingMinor).toBe(sum(operations, 'refund', 'pending'));
            expect(payment.refundedMinor).toBe(sum(operations, 'refund', 'succeeded'));
            expect(payment.capturePendingMinor).toBe(sum(operations, 'capture', 'pending'));
            expect(payment.cancellationPending).toBe(
              operations.some((one) => one.kind === 'cancellation' && one.status === 'pending'),
            );
            // The status says what the money says.
            const { capturedMinor, refundedMinor, amountMinor } = payment;
            switch (payment.status) {
              case 'created':
                expect(capturedMinor).toBe(0n);
                expect(operations).toEqual([]);
                break;
              case 'authorized':
                expect(capturedMinor).toBeLessThan(amountMinor);
                break;
              case 'cancelled':
                expect(capturedMinor).toBe(0n);
                break;
              case 'success':
                expect(capturedMinor).toBeGreaterThan(0n);
                expect(refundedMinor).toBe(0n);
                break;
              case 'partially_refunded':
                expect(refundedMinor > 0n && refundedMinor < capturedMinor).toBe(true);
                break;
              case 'refunded':
                expect(refundedMinor).toBe(capturedMinor);
                break;
              default:
                throw new Error(`unexpected status ${payment.status}`);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a refund above what is left, of nothing, or twice settled', () => {
    const payment = { ...paidPayin(1000n), refundPendingMinor: 600n };
    expect(refundableMinor(payment)).toBe(400n);
    expect(applyOperationStep({ payment, operations: [] }, { kind: 'refund', amountMinor: 401n })).toEqual({
      refused: 'amount_exceeds_refundable',
    });
    expect(applyOperationStep({ payment, operations: [] }, { kind: 'refund', amountMinor: 0n })).toEqual({
      refused: 'amount_exceeds_refundable',
    });
    const settled: Held = { kind: 'refund', amountMinor: 600n, status: 'succeeded' };
    expect(
      applyOperationStep({ payment, operations: [settled] }, { kind: 'settle', index: 0, result: 'failed' }),
    ).toEqual({ refused: 'operation_not_pending' });
  });

  it('offers a refund only on a pay-in with something captured and left, and says why not', () => {
    expect(operationsOffered(paidPayin(100n)).refund).toEqual({ offered: true });
    expect(operationsOffered({ ...paidPayin(100n), type: 'payout' }).refund).toEqual({
      offered: false,
      why: 'not_a_payin',
    });
    expect(operationsOffered({ ...paidPayin(100n), status: 'processing' }).refund).toEqual({
      offered: false,
      why: 'not_paid',
    });
    expect(operationsOffered({ ...paidPayin(100n), refundPendingMinor: 100n }).refund).toEqual({
      offered: false,
      why: 'refunds_pending',
    });
    expect(operationsOffered({ ...paidPayin(100n), status: 'refunded', refundedMinor: 100n }).refund).toEqual(
      { offered: false, why: 'fully_refunded' },
    );
    expect(operationsOffered(authorizedPayin(100n)).refund).toEqual({ offered: false, why: 'not_captured' });
    expect(operationsOffered({ ...authorizedPayin(100n), capturedMinor: 30n }).refund).toEqual({
      offered: true,
    });
    expect(
      operationsOffered({ ...authorizedPayin(100n), capturedMinor: 30n, refundedMinor: 30n }).refund,
    ).toEqual({ offered: false, why: 'fully_refunded' });
    expect(statusAfterRefunds({ ...paidPayin(100n), refundedMinor: 40n })).toBe('partially_refunded');
  });

  it('captures an authorisation in parts, and cancels what is left of it or a payout not yet processing', () => {
    const authorized = authorizedPayin(1000n);
    expect(operationsOffered(authorized)).toEqual({
      refund: { offered: false, why: 'not_captured' },
      capture: { offered: true },
      cancellation: { offered: true },
    });
    expect(operationsOffered(paidPayin(1000n)).capture).toEqual({ offered: false, why: 'not_authorized' });
    expect(operationsOffered({ ...authorized, capturePendingMinor: 1000n })).toMatchObject({
      capture: { offered: false, why: 'captures_pending' },
      cancellation: { offered: false, why: 'captures_pending' },
    });
    expect(operationsOffered({ ...authorized, cancellationPending: true })).toMatchObject({
      capture: { offered: false, why: 'cancellation_pending' },
      cancellation: { offered: false, why: 'cancellation_pending' },
    });
    expect(capturableMinor({ ...authorized, capturedMinor: 300n, capturePendingMinor: 200n })).toBe(500n);
    const payout = money({ type: 'payout', status: 'created', capturedMinor: 0n });
    expect(operationsOffered(payout).cancellation).toEqual({ offered: true });
    expect(operationsOffered({ ...payout, status: 'processing' }).cancellation).toEqual({
      offered: false,
      why: 'not_cancellable',
    });
    expect(operationsOffered(money({ type: 'exchange' }))).toMatchObject({
      capture: { offered: false, why: 'not_a_payin' },
      cancellation: { offered: false, why: 'not_cancellable' },
    });
  });

  it('pays an authorisation once all of it is captured, or with what was captured when the rest is cancelled', () => {
    const partly = { ...authorizedPayin(1000n), capturedMinor: 400n, capturePendingMinor: 600n };
    const captured = settledPayment(partly, { kind: 'capture', amountMinor: 600n }, 'succeeded');
    expect(captured).toMatchObject({ status: 'success', capturedMinor: 1000n, capturePendingMinor: 0n });
    const failed = settledPayment(partly, { kind: 'capture', amountMinor: 600n }, 'failed');
    expect(failed).toMatchObject({ status: 'authorized', capturedMinor: 400n, capturePendingMinor: 0n });
    const refundedThenCancelled = settledPayment(
      { ...authorizedPayin(1000n), capturedMinor: 400n, refundedMinor: 400n, cancellationPending: true },
      { kind: 'cancellation', amountMinor: 600n },
      'succeeded',
    );
    expect(refundedThenCancelled).toMatchObject({ status: 'refunded', cancellationPending: false });
    const voided = settledPayment(
      { ...authorizedPayin(1000n), cancellationPending: true },
      { kind: 'cancellation', amountMinor: 1000n },
      'succeeded',
    );
    expect(voided.status).toBe('cancelled');
  });
});
