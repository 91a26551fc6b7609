import {
  apiErrorSchema,
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
} from '@paygrid/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { identityOf, organizationOf } from '../../http/route-access';
import type { AuditLog } from '../audit/audit-log';
import { operationsOfPayment, paymentOperation } from './operation-reads';
import type { PaymentScope } from './payment-money';
import { addPaymentNote, notesOfPayment } from './payment-notes';
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

const scopeOf = (request: FastifyRequest): PaymentScope => {
  const context = organizationOf(request);
  return { organizationId: context.organization.id, mode: context.mode };
};

/** Operations on a payment in the console (issue 38): the list, asking for one, and taking a request back. */
export function paymentOperationRoutes(app: FastifyInstance, deps: { db: Db; audit: AuditLog }): void {
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
  for (const ask of asks) {
    typed.post(
      ask.path,
      {
        config: { access: operate },
        schema: {
          tags,
          summary: ask.summary,
          description: `${MODE_NOTE} Owners and admins. ${ask.description}`,
          params: paymentIdParamsSchema,
          body: ask.body,
          response: { 201: paymentOperationAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const scope = scopeOf(request);
        const body = request.body as Omit<OperationRequest, 'kind'>;
        const operation = await requestOperation(
          db,
          scope,
          request.params.id,
          { ...body, kind: ask.kind },
          { via: 'console', userId: identityOf(request).user.id, trail: audit.trailOf(request) },
        );
        return reply.code(201).send({ data: await paymentOperation(db, scope, operation.id) });
      },
    );
  }

  typed.post(
    '/payments/:id/operations/:operationId/withdraw',
    {
      config: { access: operate },
      schema: {
        tags,
        summary: 'Take back a pending operation before the platform reported it',
        description: `${MODE_NOTE} Owners and admins. Its amount is released; one already settled answers 409 operation_not_pending.`,
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
      );
      return { data: await paymentOperation(db, scope, operationId) };
    },
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
