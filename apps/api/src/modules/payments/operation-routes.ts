import {
  apiErrorSchema,
  approveOperationBodySchema,
  createCancellationBodySchema,
  createCaptureBodySchema,
  createPaymentNoteBodySchema,
  createRefundBodySchema,
  paymentIdParamsSchema,
  paymentNoteAnswerSchema,
  paymentNoteListSchema,
  paymentOperationAnswerSchema,
  paymentOperationListSchema,
  paymentOperationParamsSchema,
  paymentStorySchema,
} from '@paygrid/contracts';
import { canDo } from '@paygrid/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Problem, problemItem } from '../../http/problem';
import { identityOf, organizationOf } from '../../http/route-access';
import type { AuditLog } from '../audit/audit-log';
import { askerOf, type ReauthenticationDeps, reauthenticate } from '../auth/reauthentication';
import { approveOperation, checkApprovable, refuseOwnRequest } from './decide-operations';
import { operationsOfPayment, paymentOperation } from './operation-reads';
import type { OperationRow } from './operation-resource';
import type { PaymentScope } from './payment-money';
import { addPaymentNote, notesOfPayment } from './payment-notes';
import { paymentStory } from './payment-story';
import { type OperationRequest, requestOperation } from './request-operations';
import { settleOperation } from './settle-operations';

const tags = ['payments'];
const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
const MODE_NOTE = 'Of the mode the organisation’s testMode cookie says.';
const operate = { organization: 'operate-payments' } as const;
const ask = { organization: 'ask-payment-operations' } as const;
const APPROVAL_NOTE =
  'A member’s request, and an owner’s or admin’s above the organisation’s approval amount for the currency, waits for another owner’s or admin’s approval (status awaiting_approval; it holds nothing on the payment, but counts against what the console may still ask; the platform hears of it once approved). Above the amount, an owner or admin sends the password (and a code where 2FA is on): 422 approval_proof_required without it.';

const mayOperate = (request: FastifyRequest) =>
  canDo(organizationOf(request).membership.role, 'operate-payments');

/**
 * A member takes back only their own request, and only while it waits for approval; owners and admins any. Their
 * own request that ended meanwhile answers as it stands (409), not 403.
 */
const mayWithdraw = (request: FastifyRequest) => (operation: OperationRow) => {
  if (mayOperate(request)) return;
  if (operation.requestedByUserId === identityOf(request).user.id && operation.status !== 'pending') return;
  throw new Problem(403, 'Only your own request, while it waits for approval, is yours to withdraw.', [
    problemItem(403, 'not_your_request', 'Forbidden'),
  ]);
};

const scopeOf = (request: FastifyRequest): PaymentScope => {
  const context = organizationOf(request);
  return { organizationId: context.organization.id, mode: context.mode };
};

/** Operations on a payment in the console (issue 38): the list, asking for one, and taking a request back. */
export function paymentOperationRoutes(
  app: FastifyInstance,
  deps: ReauthenticationDeps & { audit: AuditLog },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db, audit } = deps;

  typed.get(
    '/payments/:id/operations',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'The operations on one payment (refunds, captures, cancellations), newest first',
        description: `${MODE_NOTE} Another organisation’s payment answers 404.`,
        params: paymentIdParamsSchema,
        response: { 200: paymentOperationListSchema, ...errors },
      },
    },
    async (request) => ({ data: await operationsOfPayment(db, scopeOf(request), request.params.id) }),
  );

  const asks = [
    {
      path: '/payments/:id/refunds',
      kind: 'refund',
      body: createRefundBodySchema,
      summary: 'Refund part or all of a paid pay-in: recorded as pending until the platform reports it',
      description:
        'The amount is minor units of the payment’s currency, at most what is left to refund (422 amount_exceeds_refundable); a payment that cannot be refunded answers 409 refund_not_offered with why.',
    },
    {
      path: '/payments/:id/captures',
      kind: 'capture',
      body: createCaptureBodySchema,
      summary:
        'Capture part or all of an authorised pay-in: recorded as pending until the platform reports it',
      description:
        'The amount is minor units of the payment’s currency, at most what is left of the authorisation (422 amount_exceeds_capturable); several partial captures may follow one another. A payment that is not authorised answers 409 capture_not_offered with why.',
    },
    {
      path: '/payments/:id/cancellations',
      kind: 'cancellation',
      body: createCancellationBodySchema,
      summary: 'Cancel what is left of an authorisation, or a payout not yet processing',
      description:
        'It releases all the payment has left; a payment that cannot be cancelled answers 409 cancellation_not_offered with why.',
    },
  ] as const;
  for (const one of asks) {
    typed.post(
      one.path,
      {
        config: { access: ask },
        schema: {
          tags,
          summary: one.summary,
          description: `${MODE_NOTE} Owners, admins and members. ${one.description} ${APPROVAL_NOTE}`,
          params: paymentIdParamsSchema,
          body: one.body,
          response: { 201: paymentOperationAnswerSchema, ...errors, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const scope = scopeOf(request);
        const { password, code, passkey, ...body } = request.body as Omit<OperationRequest, 'kind'> & {
          password?: string;
          code?: string;
          passkey?: Record<string, unknown>;
        };
        const userId = identityOf(request).user.id;
        // Sent, the proof is checked whether or not this operation turns out to need it.
        if (password !== undefined) await reauthenticate(deps, askerOf(request), { password, code, passkey });
        const operation = await requestOperation(
          db,
          scope,
          request.params.id,
          { ...body, kind: one.kind },
          {
            via: 'console',
            userId,
            trail: audit.trailOf(request),
            mayOperate: mayOperate(request),
            proven: password !== undefined,
          },
        );
        return reply.code(201).send({ data: await paymentOperation(db, scope, operation.id) });
      },
    );
  }

  typed.post(
    '/payments/:id/operations/:operationId/withdraw',
    {
      config: { access: ask },
      schema: {
        tags,
        summary:
          'Take back a pending operation before the platform reported it, or a request awaiting approval',
        description: `${MODE_NOTE} Owners and admins any; a member only their own request awaiting approval (403 not_your_request). Its amount is released; one already settled answers 409 operation_not_pending.`,
        params: paymentOperationParamsSchema,
        response: { 200: paymentOperationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { id, operationId } = request.params;
      await settleOperation(
        db,
        scope,
        { operationId, paymentId: id },
        { status: 'withdrawn' },
        audit.trailOf(request),
        mayWithdraw(request),
      );
      return { data: await paymentOperation(db, scope, operationId) };
    },
  );

  typed.post(
    '/payments/:id/operations/:operationId/approve',
    {
      config: { access: operate },
      schema: {
        tags,
        summary: 'Approve a request that waits for a second person: the platform hears of it now',
        description: `${MODE_NOTE} Owners and admins other than the asker (403 own_request), with the password and, where 2FA is on, a code. One no longer waiting answers 409 operation_not_awaiting_approval; one past its seven days 409 approval_expired.`,
        params: paymentOperationParamsSchema,
        body: approveOperationBodySchema,
        response: { 200: paymentOperationAnswerSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { id, operationId } = request.params;
      const userId = identityOf(request).user.id;
      await checkApprovable(db, scope, { operationId, paymentId: id }, userId);
      const user = await reauthenticate(deps, askerOf(request), request.body);
      await approveOperation(
        db,
        scope,
        { operationId, paymentId: id },
        { userId: user.id, trail: audit.trailOf(request) },
      );
      return { data: await paymentOperation(db, scope, operationId) };
    },
  );

  typed.post(
    '/payments/:id/operations/:operationId/reject',
    {
      config: { access: operate },
      schema: {
        tags,
        summary: 'Reject a request that waits for approval: what it held is released',
        description: `${MODE_NOTE} Owners and admins other than the asker (403 own_request; the asker withdraws it). One no longer waiting answers 409 operation_not_awaiting_approval.`,
        params: paymentOperationParamsSchema,
        response: { 200: paymentOperationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { id, operationId } = request.params;
      const userId = identityOf(request).user.id;
      await settleOperation(
        db,
        scope,
        { operationId, paymentId: id },
        { status: 'rejected', decidedByUserId: userId },
        audit.trailOf(request),
        refuseOwnRequest(userId),
      );
      return { data: await paymentOperation(db, scope, operationId) };
    },
  );

  typed.get(
    '/payments/:id/story',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'Everything that happened to one payment, newest first',
        description: `${MODE_NOTE} The statuses it reached, each step of its operations and approvals, the events the platform was sent or made (with the API call and its Idempotency-Key, and the webhook deliveries that carried them for owners and admins; null for others), and the operators’ notes. Another organisation’s payment answers 404.`,
        params: paymentIdParamsSchema,
        response: { 200: paymentStorySchema, ...errors },
      },
    },
    async (request) => ({
      data: await paymentStory(db, scopeOf(request), request.params.id, {
        mayReadDeliveries: canDo(organizationOf(request).membership.role, 'manage-webhooks'),
      }),
    }),
  );

  typed.get(
    '/payments/:id/notes',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'The operators’ notes on one payment, newest first',
        description: `${MODE_NOTE} Another organisation’s payment answers 404.`,
        params: paymentIdParamsSchema,
        response: { 200: paymentNoteListSchema, ...errors },
      },
    },
    async (request) => ({ data: await notesOfPayment(db, scopeOf(request), request.params.id) }),
  );

  typed.post(
    '/payments/:id/notes',
    {
      config: { access: { organization: 'use-dashboards' } },
      schema: {
        tags,
        summary: 'Add a note to a payment: kept as written, never edited or deleted',
        description: `${MODE_NOTE} Owners, admins and members. Recorded in the audit log (by the note’s id, not its words).`,
        params: paymentIdParamsSchema,
        body: createPaymentNoteBodySchema,
        response: { 201: paymentNoteAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const note = await addPaymentNote(db, scopeOf(request), request.params.id, request.body, {
        userId: identityOf(request).user.id,
        trail: audit.trailOf(request),
      });
      return reply.code(201).send({ data: note });
    },
  );
}
