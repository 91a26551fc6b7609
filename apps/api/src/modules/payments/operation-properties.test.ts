import {
  API_KEY_PERMISSIONS,
  applyOperationStep,
  holdsMoneyInvariants,
  OPERATION_ENDINGS,
  type OperationAsker,
  type OperationHold,
  type OperationStep,
  type PaymentMoney,
  type PaymentOperationStatus,
  withWaitingRequests,
} from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { joinedMember, organizationOwnedBy } from '../../test/organizations';
import { type PlatformClient, paymentBody, platformKeyOf } from '../../test/platform';
import { testSystemTrail } from '../../test/system-trail';
import { signedInUser, TEST_PASSWORD } from '../../test/users';
import { expireApprovals } from './decide-operations';

/**
 * Issue 38: random sequences of authorisations, captures, cancellations, refunds, approvals and their endings on a
 * new, an authorised or a paid pay-in, sent through the real HTTP server (the platform, an owner who acts at once
 * and a member whose requests wait ask; an admin approves or rejects; the platform reports; requests are withdrawn
 * or expire), agree step by step with the domain's state machine, and the invariants hold on the stored payment
 * after every step: as the platform sees it (only what it was sent is held), and as the console sees it.
 */

let catcher: MailCatcher;
let testApp: TestApp;
let owner: ApiClient;
let admin: ApiClient;
let member: ApiClient;
let platform: PlatformClient;

beforeAll(async () => {
  catcher = await startMailCatcher();
  // Every step reads the payment through the platform API besides: far more calls than the key's usual budget.
  testApp = await createTestApp({ SMTP_URL: catcher.url, PLATFORM_REQUESTS_PER_10_SECONDS: '100000' });
  const created = await organizationOwnedBy(
    await signedInUser(testApp, 'refund-properties@example.com'),
    'refund-properties',
  );
  owner = created.dashboard;
  admin = await joinedMember(testApp, catcher, owner, 'refund-properties-admin@example.com', 'admin');
  member = await joinedMember(testApp, catcher, owner, 'refund-properties-member@example.com', 'member');
  platform = (
    await platformKeyOf(testApp.app, owner, { mode: 'live', permissions: [...API_KEY_PERMISSIONS] })
  ).platform;
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

type Held = OperationHold & { status: PaymentOperationStatus };

const asker = fc.constantFrom<OperationAsker>('platform', 'operator', 'waiting');
// Weighted towards requests, and indexes among the few a sequence makes, so that most steps are taken.
const step: fc.Arbitrary<OperationStep> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      asker,
      kind: fc.constantFrom('refund' as const, 'capture' as const),
      amountMinor: fc.bigInt({ min: 1n, max: 1_400n }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ asker, kind: fc.constant('cancellation' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('report' as const),
      status: fc.constantFrom('authorized' as const, 'success' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('approve' as const), index: fc.nat({ max: 3 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      index: fc.nat({ max: 3 }),
      result: fc.constantFrom(...OPERATION_ENDINGS),
    }),
  },
);

const UNKNOWN = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
type Answer = { statusCode: number; body: string; json(): { data: { id: string } } };

/** A waiting request whose seven days are over, expired by Paygrid's round as its job would: 409 when none was. */
async function expire(operationId: string): Promise<Answer> {
  await testApp.database.db.execute(
    sql`update payment_operations set approval_expires_at = now() - interval '1 second'
      where id = ${operationId} and status = 'awaiting_approval'`,
  );
  const expired = await expireApprovals(testApp.database.db, testSystemTrail());
  const statusCode = expired === 1 ? 200 : 409;
  return { statusCode, body: `${expired} expired`, json: () => ({ data: { id: operationId } }) };
}

const CLIENTS = (): Record<OperationAsker, ApiClient | PlatformClient> => ({
  platform,
  operator: owner,
  waiting: member,
});

async function send(
  paymentId: string,
  operations: ReadonlyArray<{ id: string; status: PaymentOperationStatus }>,
  next: OperationStep,
): Promise<Answer> {
  if (next.kind === 'report') return platform.post(`/payments/${paymentId}/status`, { status: next.status });
  if (next.kind === 'approve' || next.kind === 'settle') {
    const operation = operations[next.index];
    const operationId = operation?.id ?? UNKNOWN;
    const path = `/payments/${paymentId}/operations/${operationId}`;
    if (next.kind === 'approve') return admin.post(`${path}/approve`, { password: TEST_PASSWORD });
    if (next.result === 'expired') return expire(operationId);
    if (next.result === 'rejected') return admin.post(`${path}/reject`);
    // The member takes back their own waiting request; the owner one sent to the platform.
    if (next.result === 'withdrawn') {
      return (operation?.status === 'awaiting_approval' ? member : owner).post(`${path}/withdraw`, {});
    }
    return platform.post(`/operations/${operationId}/result`, { status: next.result });
  }
  const client = CLIENTS()[next.asker];
  if (next.kind === 'cancellation')
    return client.post(`/payments/${paymentId}/cancellations`, { reason: 'abandoned' });
  const body = {
    amount_minor: String(next.amountMinor),
    ...(next.kind === 'refund' ? { reason: 'other' } : {}),
  };
  return client.post(`/payments/${paymentId}/${next.kind === 'refund' ? 'refunds' : 'captures'}`, body);
}

type StoredMoney = {
  status: PaymentMoney['status'];
  amount_minor: string;
  captured_minor: string;
  capture_pending_minor: string;
  refunded_minor: string;
  refund_pending_minor: string;
  cancellation_pending: boolean;
};

const moneyOfAttributes = (stored: StoredMoney): PaymentMoney => ({
  type: 'payin',
  status: stored.status,
  amountMinor: BigInt(stored.amount_minor),
  capturedMinor: BigInt(stored.captured_minor),
  capturePendingMinor: BigInt(stored.capture_pending_minor),
  refundedMinor: BigInt(stored.refunded_minor),
  refundPendingMinor: BigInt(stored.refund_pending_minor),
  cancellationPending: stored.cancellation_pending,
});

describe('operations through the API follow the domain’s state machine (property)', () => {
  it('agrees with the model after every step, and never refunds more than was captured nor captures more than was authorised', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('created' as const, 'authorized' as const, 'authorized' as const, 'success' as const),
        fc.array(step, { minLength: 4, maxLength: 14 }),
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
            const known = model.operations.map((operation, index) => ({
              ...operation,
              id: ids[index] ?? UNKNOWN,
            }));
            const response = await send(paymentId, known, next);
            const told = `${JSON.stringify(next, (_k, v) => (typeof v === 'bigint' ? String(v) : v))} ${response.body}`;
            if ('refused' in expected) {
              expect(response.statusCode, told).toBeGreaterThanOrEqual(400);
              expect(response.statusCode, told).toBeLessThan(500);
              continue;
            }
            expect(response.statusCode, told).toBeLessThan(300);
            if (next.kind !== 'settle' && next.kind !== 'report' && next.kind !== 'approve') {
              ids.push(response.json().data.id);
            }
            model = { payment: expected.payment, operations: [...expected.operations] };
            const seenByPlatform = moneyOfAttributes(
              (await platform.get(`/payments/${paymentId}`)).json().data.attributes,
            );
            expect(seenByPlatform, told).toEqual(model.payment);
            expect(holdsMoneyInvariants(seenByPlatform)).toBe(true);
            const waiting = model.operations.filter((operation) => operation.status === 'awaiting_approval');
            const seenInConsole = moneyOfAttributes(
              (await owner.get(`/payments/${paymentId}`)).json().data.attributes,
            );
            expect(seenInConsole, told).toEqual(withWaitingRequests(model.payment, waiting));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
