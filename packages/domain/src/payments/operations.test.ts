import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyOperationStep,
  holdsMoneyInvariants,
  type OperationStep,
  operationsOffered,
  type PaymentMoney,
  type PaymentOperationStatus,
  refundableMinor,
  statusAfterRefunds,
} from './operations';

type Held = { amountMinor: bigint; status: PaymentOperationStatus };

const paidPayin = (amount: bigint): PaymentMoney => ({
  type: 'payin',
  status: 'success',
  amountMinor: amount,
  capturedMinor: amount,
  refundedMinor: 0n,
  refundPendingMinor: 0n,
});

const step: fc.Arbitrary<OperationStep> = fc.oneof(
  fc.record({ kind: fc.constant('refund' as const), amountMinor: fc.bigInt({ min: -5n, max: 20_000n }) }),
  fc.record({
    kind: fc.constant('settle' as const),
    index: fc.nat({ max: 12 }),
    result: fc.constantFrom('succeeded' as const, 'failed' as const, 'withdrawn' as const),
  }),
);

describe('refunds on the domain state machine (issue 38)', () => {
  it('keeps refunded plus pending within captured, whatever the sequence, and says the status truthfully', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 15_000n }),
        fc.array(step, { maxLength: 30 }),
        (amount, steps) => {
          let state: { payment: PaymentMoney; operations: Held[] } = {
            payment: paidPayin(amount),
            operations: [],
          };
          for (const next of steps) {
            const result = applyOperationStep(state, next);
            if ('refused' in result) continue;
            state = { payment: result.payment, operations: [...result.operations] };
            const { payment, operations } = state;
            expect(holdsMoneyInvariants(payment)).toBe(true);
            const sum = (status: string) =>
              operations
                .filter((one) => one.status === status)
                .reduce((total, one) => total + one.amountMinor, 0n);
            expect(payment.refundPendingMinor).toBe(sum('pending'));
            expect(payment.refundedMinor).toBe(sum('succeeded'));
            expect(payment.status).toBe(
              payment.refundedMinor === 0n
                ? 'success'
                : payment.refundedMinor === payment.capturedMinor
                  ? 'refunded'
                  : 'partially_refunded',
            );
          }
        },
      ),
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
    const settled = { amountMinor: 600n, status: 'succeeded' as const };
    expect(
      applyOperationStep({ payment, operations: [settled] }, { kind: 'settle', index: 0, result: 'failed' }),
    ).toEqual({ refused: 'operation_not_pending' });
  });

  it('offers a refund only on a paid pay-in with something left, and says why not', () => {
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
    expect(statusAfterRefunds({ ...paidPayin(100n), refundedMinor: 40n })).toBe('partially_refunded');
  });
});
