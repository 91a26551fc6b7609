import {
  apiErrorSchema,
  createRefundBodySchema,
  paymentIdParamsSchema,
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
import { requestRefund } from './refunds';
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

/** Operations on a payment in the console (issue 38): its refunds, asking for one, and taking a request back. */
export function paymentOperationRoutes(app: FastifyInstance, deps: { db: Db; audit: AuditLog }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db, audit } = deps;

  typed.get(
    '/payments/:id/operations',
    {
      config: { access: { organization: 'view' } },
      schema: {
        tags,
        summary: 'The operations on one payment (its refunds), newest first',
        description: `${MODE_NOTE} Another organisation’s payment answers 404.`,
        params: paymentIdParamsSchema,
        response: { 200: paymentOperationListSchema, ...errors },
      },
    },
    async (request) => ({ data: await operationsOfPayment(db, scopeOf(request), request.params.id) }),
  );

  typed.post(
    '/payments/:id/refunds',
    {
      config: { access: operate },
      schema: {
        tags,
        summary: 'Refund part or all of a paid pay-in: recorded as pending until the platform reports it',
        description: `${MODE_NOTE} Owners and admins. The amount is minor units of the payment’s currency, at most what is left to refund (422 amount_exceeds_refundable); a payment that cannot be refunded answers 409 refund_not_offered with why.`,
        params: paymentIdParamsSchema,
        body: createRefundBodySchema,
        response: { 201: paymentOperationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const operation = await requestRefund(db, scope, request.params.id, request.body, {
        via: 'console',
        userId: identityOf(request).user.id,
        trail: audit.trailOf(request),
      });
      return reply.code(201).send({ data: await paymentOperation(db, scope, operation.id) });
    },
  );

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
}
