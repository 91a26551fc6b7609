import {
  createPlatformCancellationBodySchema,
  createPlatformCaptureBodySchema,
  createPlatformRefundBodySchema,
  operationIdParamsSchema,
  operationResultBodySchema,
  paymentIdParamsSchema,
  platformOperationAnswerSchema,
  platformOperationListSchema,
} from '@paygrid/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { platformCallerOf } from '../../http/route-access';
import { platformOperation, platformOperationsOfPayment, unknownUnlessSent } from './operation-reads';
import { platformOperationOf } from './operation-resource';
import {
  IDEMPOTENCY,
  idempotencyHeaders,
  platformErrors,
  platformScopeOf,
  platformSecurity,
  platformTags,
} from './platform-route-schema';
import { type OperationRequest, requestOperation } from './request-operations';
import { settleOperation } from './settle-operations';

const tags = platformTags;
const security = platformSecurity;
const errors = platformErrors;

const scopeOf = platformScopeOf;

/**
 * The platform API's operations (issue 38): a platform asks for a refund, capture or cancellation or reports one it
 * made, reads them, and reports what came of those the console asked for (`<kind>.created` told it).
 */
export function platformOperationRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  const asks = [
    {
      path: '/payments/:id/refunds',
      kind: 'refund',
      body: createPlatformRefundBodySchema,
      summary: 'Refund part or all of a paid pay-in, or report a refund the platform already made',
      description:
        'At most what is left to refund (422 amount_exceeds_refundable); a payment that cannot be refunded answers 409 refund_not_offered.',
    },
    {
      path: '/payments/:id/captures',
      kind: 'capture',
      body: createPlatformCaptureBodySchema,
      summary: 'Capture part or all of an authorised pay-in, or report a capture the platform already made',
      description:
        'At most what is left of the authorisation (422 amount_exceeds_capturable); a payment that is not authorised answers 409 capture_not_offered. Once all is captured the payment is paid (success).',
    },
    {
      path: '/payments/:id/cancellations',
      kind: 'cancellation',
      body: createPlatformCancellationBodySchema,
      summary:
        'Cancel what is left of an authorisation or a payout not yet processing, or report a cancellation made',
      description:
        'A pay-in with nothing captured becomes cancelled, one with captures is paid with what they took; a payout becomes cancelled. One that cannot be cancelled answers 409 cancellation_not_offered.',
    },
  ] as const;
  for (const ask of asks) {
    typed.post(
      ask.path,
      {
        config: { access: { apiKey: 'operations:write' } },
        schema: {
          tags,
          security,
          summary: ask.summary,
          description: `Pending by default, then reported through POST /operations/{id}/result; \`status: succeeded\` records one already done. ${ask.description} ${IDEMPOTENCY}`,
          headers: idempotencyHeaders,
          params: paymentIdParamsSchema,
          body: ask.body,
          response: { 201: platformOperationAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const caller = platformCallerOf(request);
        const body = request.body as Omit<OperationRequest, 'kind'>;
        const operation = await requestOperation(
          db,
          scopeOf(request),
          request.params.id,
          { ...body, kind: ask.kind },
          { via: 'api', apiKeyId: caller.keyId },
        );
        return reply.code(201).send({ data: platformOperationOf(operation) });
      },
    );
  }

  typed.get(
    '/payments/:id/operations',
    {
      config: { access: { apiKey: 'operations:read' } },
      schema: {
        tags,
        security,
        summary: 'The operations on one payment of the key’s organisation and mode, newest first',
        params: paymentIdParamsSchema,
        response: { 200: platformOperationListSchema, ...errors },
      },
    },
    async (request) => ({
      data: await platformOperationsOfPayment(db, scopeOf(request), request.params.id),
    }),
  );

  typed.get(
    '/operations/:id',
    {
      config: { access: { apiKey: 'operations:read' } },
      schema: {
        tags,
        security,
        summary: 'One operation of the key’s organisation and mode',
        params: operationIdParamsSchema,
        response: { 200: platformOperationAnswerSchema, ...errors },
      },
    },
    async (request) => ({ data: await platformOperation(db, scopeOf(request), request.params.id) }),
  );

  typed.post(
    '/operations/:id/result',
    {
      config: { access: { apiKey: 'operations:write' } },
      schema: {
        tags,
        security,
        summary: 'Report what came of a pending operation: succeeded, or failed with the platform’s words',
        description: `The payment follows: a refund that succeeded adds to what was refunded (partially refunded, then refunded), a capture to what was captured (paid once all is), a cancellation cancels; one that failed releases what it held. An operation no longer pending answers 409 operation_not_pending; a cancellation reported succeeded on a payout already paid or failed answers 409 cancellation_too_late. ${IDEMPOTENCY}`,
        headers: idempotencyHeaders,
        params: operationIdParamsSchema,
        body: operationResultBodySchema,
        response: { 200: platformOperationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { status, failure_message, at } = request.body;
      const operation = await settleOperation(
        db,
        scopeOf(request),
        { operationId: request.params.id },
        { status, ...(failure_message === undefined ? {} : { failureMessage: failure_message }), at },
        undefined,
        unknownUnlessSent,
      );
      return { data: platformOperationOf(operation) };
    },
  );
}
