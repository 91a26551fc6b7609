import { type ApiErrorItem, domainIssueOf } from '@paygrid/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isDatabaseUnavailable } from './database-unavailable';
import { type ErrorReporter, noErrorReporter } from './error-reporting';
import { codeForStatus, notFound, Problem, problemItem } from './problem';
import { isStatementTimeout, readTooSlow } from './statement-timeout';

export const DATABASE_RETRY_AFTER_SECONDS = 5;

// fastify-type-provider-zod hands each zod issue over as { keyword: code, message, params: the rest }.
type ValidationIssue = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
};

function pointerOf(context: string | undefined, instancePath: string | undefined): string {
  const root = context === 'body' ? '' : `/${context ?? 'body'}`;
  return `${root}${instancePath ?? ''}` || '/';
}

function validationProblem(
  error: FastifyError & { validation: unknown[]; validationContext?: string },
): Problem {
  const items: ApiErrorItem[] = (error.validation as ValidationIssue[]).map((issue) => {
    // The domain's message key (SPEC §5), so the browser words the server's refusal like its own.
    const zodIssue = {
      ...issue.params,
      code: issue.keyword,
      message: issue.message ?? '',
      path: [],
    } as z.core.$ZodIssue;
    const domain = issue.keyword ? domainIssueOf(zodIssue) : undefined;
    return {
      status: '422',
      code: domain?.key ?? 'validation__invalid',
      title: 'Invalid value',
      detail: issue.message ?? 'Invalid value',
      ...(domain?.params ? { meta: { params: domain.params } } : {}),
      source:
        error.validationContext === 'querystring' || error.validationContext === 'params'
          ? { parameter: (issue.instancePath ?? '').replace(/^\//, '') }
          : { pointer: pointerOf(error.validationContext, issue.instancePath) },
    };
  });
  return new Problem(422, 'The request has invalid values.', items);
}

function toProblem(error: FastifyError, request: FastifyRequest): Problem {
  if (error instanceof Problem) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return validationProblem(error);
  if (isDatabaseUnavailable(error)) {
    return new Problem(
      503,
      'The service is temporarily unavailable. Try again in a few seconds.',
      [problemItem(503, 'database_unavailable', 'Service Unavailable')],
      { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    );
  }
  if (isStatementTimeout(error)) {
    request.log.warn({ err: error }, 'statement stopped by the time limit');
    return readTooSlow();
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response does not match its schema');
    return new Problem(500, 'Internal Server Error');
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    return new Problem(status, status === 503 ? 'Service Unavailable' : 'Internal Server Error');
  }
  // Fastify's own 4xx (bad JSON, body too large, wrong content type): safe to show their message.
  return new Problem(status, error.message, [
    problemItem(status, error.code ?? codeForStatus(status), error.message),
  ]);
}

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply
    .status(problem.status)
    .headers(problem.headers)
    .type('application/json')
    .send(problem.toBody());
}

/** Every failure answers in the one error shape; those SPEC §8 reports (not 300-499) go to the reporter. */
export function registerErrorHandler(app: FastifyInstance, reporter: ErrorReporter = noErrorReporter): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = toProblem(error, request);
    reporter.report(error, request, problem.status);
    return sendProblem(reply, problem);
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendProblem(reply, notFound(`No API route ${request.method} ${request.url.split('?')[0]}`));
}
