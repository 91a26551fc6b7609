import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyOperationStep,
  capturableMinor,
  holdsMoneyInvariants,
  OPERATION_ENDINGS,
  type OperationAsker,
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

const asker = fc.constantFrom<OperationAsker>('platform', 'operator', 'waiting');
const step: fc.Arbitrary<OperationStep> = fc.oneof(
  fc.record({
    asker,
    kind: fc.constantFrom('refund' as const, 'capture' as const),
    amountMinor: fc.bigInt({ min: -5n, max: 20_000n }),
  }),
  fc.record({ asker, kind: fc.constant('cancellation' as const) }),
  fc.record({ kind: fc.constant('approve' as const), index: fc.nat({ max: 12 }) }),
  fc.record({
    kind: fc.constant('report' as const),
    status: fc.constantFrom('authorized' as const, 'success' as const),
  }),
  fc.record({
    kind: fc.constant('settle' as const),
    index: fc.nat({ max: 12 }),
    result: fc.constantFrom(...OPERATION_ENDINGS),
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
            // Only what was sent to the platform is held: a request waiting for approval binds nothing.
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
    const refund = (amountMinor: bigint) => ({
      asker: 'operator' as const,
      kind: 'refund' as const,
      amountMinor,
    });
    expect(applyOperationStep({ payment, operations: [] }, refund(401n))).toEqual({
      refused: 'amount_exceeds_refundable',
    });
    expect(applyOperationStep({ payment, operations: [] }, refund(0n))).toEqual({
      refused: 'amount_exceeds_refundable',
    });
    const settled: Held = { kind: 'refund', amountMinor: 600n, status: 'succeeded' };
    expect(
      applyOperationStep({ payment, operations: [settled] }, { kind: 'settle', index: 0, result: 'failed' }),
    ).toEqual({ refused: 'operation_not_pending' });
  });

  it('lets a request waiting for approval bind the console, never the platform, and re-decides it on approval', () => {
    const start = { payment: paidPayin(1000n), operations: [] };
    const waiting = applyOperationStep(start, { asker: 'waiting', kind: 'refund', amountMinor: 700n });
    if ('refused' in waiting) throw new Error(waiting.refused);
    expect(waiting.payment).toEqual(paidPayin(1000n));
    expect(applyOperationStep(waiting, { asker: 'operator', kind: 'refund', amountMinor: 400n })).toEqual({
      refused: 'amount_exceeds_refundable',
    });
    const platform = applyOperationStep(waiting, { asker: 'platform', kind: 'refund', amountMinor: 1000n });
    if ('refused' in platform) throw new Error(platform.refused);
    expect(platform.payment.refundPendingMinor).toBe(1000n);
    expect(applyOperationStep(platform, { kind: 'approve', index: 0 })).toEqual({
      refused: 'operation_no_longer_fits',
    });
    const rejected = applyOperationStep(platform, { kind: 'settle', index: 0, result: 'rejected' });
    if ('refused' in rejected) throw new Error(rejected.refused);
    expect(rejected.payment).toEqual(platform.payment);
    expect(rejected.operations[0]?.status).toBe('rejected');
  });

  it('releases on approval what a waiting cancellation finds left, after a capture meanwhile', () => {
    const start = { payment: authorizedPayin(1000n), operations: [] };
    const waiting = applyOperationStep(start, { asker: 'waiting', kind: 'cancellation' });
    if ('refused' in waiting) throw new Error(waiting.refused);
    const capture = applyOperationStep(waiting, { asker: 'platform', kind: 'capture', amountMinor: 300n });
    if ('refused' in capture) throw new Error(capture.refused);
    const captured = applyOperationStep(capture, { kind: 'settle', index: 1, result: 'succeeded' });
    if ('refused' in captured) throw new Error(captured.refused);
    const approved = applyOperationStep(captured, { kind: 'approve', index: 0 });
    if ('refused' in approved) throw new Error(approved.refused);
    expect(approved.operations[0]).toEqual({ kind: 'cancellation', amountMinor: 700n, status: 'pending' });
    expect(approved.payment.cancellationPending).toBe(true);
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
