import {
  API_KEY_PERMISSIONS,
  applyOperationStep,
  holdsMoneyInvariants,
  type OperationHold,
  type OperationStep,
  type PaymentMoney,
  type PaymentOperationStatus,
} from '@paygrid/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { type PlatformClient, paymentBody, platformKeyOf } from '../../test/platform';
import { signedInUser } from '../../test/users';

/**
 * Issue 38: random sequences of authorisations, captures, cancellations, refunds and their settlements on a new, an authorised or a paid
 * pay-in, sent through the real HTTP server (the console asks, the platform reports, the console withdraws), agree
 * step by step with the domain's state machine, and the invariants hold on the stored payment after every step.
 */

let testApp: TestApp;
let owner: ApiClient;
let platform: PlatformClient;

beforeAll(async () => {
  testApp = await createTestApp();
  const created = await organizationOwnedBy(
    await signedInUser(testApp, 'refund-properties@example.com'),
    'refund-properties',
  );
  owner = created.dashboard;
  platform = (
    await platformKeyOf(testApp.app, owner, { mode: 'live', permissions: [...API_KEY_PERMISSIONS] })
  ).platform;
});
afterAll(() => testApp.close());

type Held = OperationHold & { status: PaymentOperationStatus };

const step: fc.Arbitrary<OperationStep> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('refund' as const, 'capture' as const),
    amountMinor: fc.bigInt({ min: 1n, max: 1_400n }),
  }),
  fc.record({ kind: fc.constant('cancellation' as const) }),
  fc.record({
    kind: fc.constant('report' as const),
    status: fc.constantFrom('authorized' as const, 'success' as const),
  }),
  fc.record({
    kind: fc.constant('settle' as const),
    index: fc.nat({ max: 5 }),
    result: fc.constantFrom('succeeded' as const, 'failed' as const, 'withdrawn' as const),
  }),
);

async function send(paymentId: string, operations: string[], next: OperationStep) {
  if (next.kind === 'settle') {
    const operationId = operations[next.index] ?? '01ARZ3NDEKTSV4RRFFQ69G5FAV';
    if (next.result === 'withdrawn') {
      return owner.post(`/payments/${paymentId}/operations/${operationId}/withdraw`, {});
    }
    return platform.post(`/operations/${operationId}/result`, { status: next.result });
  }
  if (next.kind === 'report') return platform.post(`/payments/${paymentId}/status`, { status: next.status });
  if (next.kind === 'cancellation') {
    return owner.post(`/payments/${paymentId}/cancellations`, { reason: 'abandoned' });
  }
  const body = {
    amount_minor: String(next.amountMinor),
    ...(next.kind === 'refund' ? { reason: 'other' } : {}),
  };
  return owner.post(`/payments/${paymentId}/${next.kind === 'refund' ? 'refunds' : 'captures'}`, body);
}

describe('operations through the API follow the domain’s state machine (property)', () => {
  it('agrees with the model after every step, and never refunds more than was captured nor captures more than was authorised', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('created' as const, 'authorized' as const, 'success' as const),
        fc.array(step, { minLength: 1, maxLength: 10 }),
        async (status, steps) => {
          const created = await platform.post('/payments', paymentBody({ status, amount_minor: '2000' }));
          expect(created.statusCode, created.body).toBe(201);
          const paymentId = created.json().data.id as string;
          let model: { payment: PaymentMoney; operations: Held[] } = {
            payment: {
              type: 'payin',
              status,
              amountMinor: 2000n,
              capturedMinor: status === 'success' ? 2000n : 0n,
              capturePendingMinor: 0n,
              refundedMinor: 0n,
              refundPendingMinor: 0n,
              cancellationPending: false,
            },
            operations: [],
          };
          const ids: string[] = [];
          for (const next of steps) {
            const expected = applyOperationStep(model, next);
            const response = await send(paymentId, ids, next);
            if ('refused' in expected) {
              expect(
                response.statusCode,
                `${JSON.stringify(next, (_k, v) => (typeof v === 'bigint' ? String(v) : v))} ${response.body}`,
              ).toBeGreaterThanOrEqual(400);
              expect(response.statusCode).toBeLessThan(500);
              continue;
            }
            expect(response.statusCode, response.body).toBeLessThan(300);
            if (next.kind !== 'settle' && next.kind !== 'report') ids.push(response.json().data.id);
            model = { payment: expected.payment, operations: [...expected.operations] };
            const stored = (await owner.get(`/payments/${paymentId}`)).json().data.attributes;
            const storedMoney: PaymentMoney = {
              type: 'payin',
              status: stored.status,
              amountMinor: BigInt(stored.amount_minor),
              capturedMinor: BigInt(stored.captured_minor),
              capturePendingMinor: BigInt(stored.capture_pending_minor),
              refundedMinor: BigInt(stored.refunded_minor),
              refundPendingMinor: BigInt(stored.refund_pending_minor),
              cancellationPending: stored.cancellation_pending,
            };
            expect(storedMoney).toEqual(model.payment);
            expect(holdsMoneyInvariants(storedMoney)).toBe(true);
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
