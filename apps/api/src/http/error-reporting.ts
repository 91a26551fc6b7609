import { isReportedStatus } from '@paygrid/domain/errors/error-page';
import { redactUrl } from '@paygrid/domain/http/url-redaction';
import { scrubErrorEvent } from '@paygrid/domain/monitoring/error-event-scrub';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Reports a server error to the error-reporting service (SPEC §8); a no-op without SENTRY_DSN. */
export type ErrorReporter = {
  report: (error: unknown, request: FastifyRequest, status: number) => void;
  /** Sends what is queued; called when the server closes. */
  close: () => Promise<void>;
};

const FLUSH_TIMEOUT_MS = 2000;

export const noErrorReporter: ErrorReporter = { report: () => {}, close: async () => {} };

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  if (typeof statusCode === 'number') return statusCode;
  return typeof status === 'number' ? status : undefined;
};

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * @sentry/node, loaded only when SENTRY_DSN is set. Errors answered with a status in 300-499 never leave (SPEC §8);
 * every event is scrubbed of tokens by domain's rules (the ones the access log uses) before it is sent. The
 * browser's trace headers continue its trace, so a client's event and the server's meet in one trace.
 */
export async function startErrorReporting(config: Pick<Config, 'SENTRY_DSN'>): Promise<ErrorReporter> {
  if (!config.SENTRY_DSN) return noErrorReporter;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.SENTRY_DSN,
    // No cookies (the session), no bodies (passwords), no user: an error report needs none of them.
    dataCollection: { userInfo: false, cookies: false, httpBodies: [] },
    // The error handler reports, with the status it answered; the SDK's own Fastify hook would report 4xx too.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Fastify'),
    beforeSend: (event, hint) =>
      isReportedStatus(statusOf(hint.originalException)) ? scrubErrorEvent(event) : null,
    beforeBreadcrumb: (breadcrumb) => scrubErrorEvent(breadcrumb),
    beforeSendTransaction: (event) => scrubErrorEvent(event),
  });
  return {
    report: (error, request, status) => {
      if (!isReportedStatus(status)) return;
      const sentryTrace = header(request, 'sentry-trace');
      const baggage = header(request, 'baggage');
      Sentry.continueTrace({ sentryTrace, baggage }, () =>
        Sentry.withScope((scope) => {
          scope.setTag('request_id', request.id);
          scope.setContext('request', { method: request.method, url: redactUrl(request.url), status });
          Sentry.captureException(error);
        }),
      );
    },
    close: async () => {
      await Sentry.close(FLUSH_TIMEOUT_MS);
    },
  };
}
