import {
  apiErrorSchema,
  createPlatformPaymentBodySchema,
  GRID_QUERY_DESCRIPTION,
  paymentGridListSchema,
  paymentIdParamsSchema,
  paymentStatusChangeBodySchema,
  platformPaymentAnswerSchema,
} from '@paygrid/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { answerGridList } from '../../grid/answer-list';
import { queryOfUrl } from '../../grid/check-query';
import type { HeavyReads } from '../../grid/heavy-reads';
import { notFound } from '../../http/problem';
import { paymentGridSql, paymentsOf } from './payment-grid';
import { changePlatformPaymentStatus, createPlatformPayment, platformPayment } from './platform-payments';
import {
  IDEMPOTENCY,
  idempotencyHeaders,
  platformErrors,
  platformScopeOf,
  platformSecurity,
  platformTags,
} from './platform-route-schema';

const tags = platformTags;
const security = platformSecurity;
const errors = platformErrors;

const scopeOf = platformScopeOf;

/** The platform API's payments (issue 36): a platform reports its payments and their statuses, and reads them back. */
export function platformPaymentRoutes(app: FastifyInstance, deps: { db: Db; heavyReads: HeavyReads }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db, heavyReads } = deps;

  typed.post(
    '/payments',
    {
      config: { access: { apiKey: 'payments:write' } },
      schema: {
        tags,
        security,
        summary:
          'Report a payment: created, or already further along with the platform’s own time and status',
        description: `Amounts are whole minor units as text; the currency and country come from the catalogue; the reference is unique in the organisation and the key’s mode (409). ${IDEMPOTENCY}`,
        headers: idempotencyHeaders,
        body: createPlatformPaymentBodySchema,
        response: { 201: platformPaymentAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const payment = await createPlatformPayment(db, scopeOf(request), request.body);
      return reply.code(201).send({ data: payment });
    },
  );

  typed.post(
    '/payments/:id/status',
    {
      config: { access: { apiKey: 'payments:write' } },
      schema: {
        tags,
        security,
        summary:
          'Report a payment’s new status: processing, authorized (a card pay-in), success, failed (with a failure code) or cancelled',
        description: `A change the state machine does not allow answers 409 naming the current status; an authorised payment changes only through its captures and cancellations (409 authorization_open). ${IDEMPOTENCY}`,
        headers: idempotencyHeaders,
        params: paymentIdParamsSchema,
        body: paymentStatusChangeBodySchema,
        response: { 200: platformPaymentAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await changePlatformPaymentStatus(db, scopeOf(request), request.params.id, request.body),
    }),
  );

  typed.get(
    '/payments/:id',
    {
      config: { access: { apiKey: 'payments:read' } },
      schema: {
        tags,
        security,
        summary: 'One payment of the key’s organisation and mode',
        params: paymentIdParamsSchema,
        response: { 200: platformPaymentAnswerSchema, ...errors },
      },
    },
    async (request) => ({ data: await platformPayment(db, scopeOf(request), request.params.id) }),
  );

  typed.get(
    '/payments',
    {
      config: { access: { apiKey: 'payments:read' } },
      schema: {
        tags,
        security,
        summary:
          'The payments of the key’s organisation and mode, newest first, with the console grid’s filters',
        description: `Dates are read and written in UTC. ${GRID_QUERY_DESCRIPTION}`,
        response: { 200: paymentGridListSchema, ...errors, 423: apiErrorSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      return answerGridList(
        db,
        paymentGridSql,
        {
          query: queryOfUrl(request.url),
          defaultSize: 20,
          timeZone: 'UTC',
          locale: 'en',
          userId: scope.apiKeyId,
          takeHeavyRead: () => heavyReads.take(scope.organizationId),
          // Saved views belong to the console's people: a key names none.
          loadView: async () => {
            throw notFound('Saved views are not read through the platform API.');
          },
        },
        { scope: paymentsOf(scope) },
      );
    },
  );
}
