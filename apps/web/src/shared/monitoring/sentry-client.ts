import { isReportedStatus } from '@paygrid/domain/errors/error-page';
import { COMPONENT_SPAN_TIMEOUT_MS } from '@paygrid/domain/monitoring/constants';
import { scrubErrorEvent } from '@paygrid/domain/monitoring/error-event-scrub';
import { browserTracingIntegration, captureException, init } from '@sentry/react';
import type { ErrorReportingClient } from './error-reporting';
import { statusOfError } from './error-reporting';

// A tenth of page loads and navigations are traced; errors are all sent.
const TRACES_SAMPLE_RATE = 0.1;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Trace headers go only to this origin (SPEC §7), never to the blog or another host.
 * @internal Exported for tests only.
 */
export const sameOriginTargets = (origin: string): RegExp[] => [
  new RegExp(`^${escapeRegExp(origin)}(/|$)`),
  /^\/(?!\/)/,
];

/** HTTP failures are plain objects (SPEC §8's error shape): give the SDK an Error with their words and status. */
function asError(error: unknown): unknown {
  if (error instanceof Error || typeof error !== 'object' || error === null) return error;
  const { name, message, status } = error as { name?: unknown; message?: unknown; status?: unknown };
  const described = new Error(typeof message === 'string' ? message : 'Unexpected failure');
  described.name = typeof name === 'string' ? name : 'Error';
  return Object.assign(described, typeof status === 'number' ? { status } : {});
}

export function startSentry(dsn: string): ErrorReportingClient {
  init({
    dsn,
    integrations: [
      // SPEC §9: the page's spans get 2 s; the previous trace is linked within its hour (the SDK's own window).
      browserTracingIntegration({ idleTimeout: COMPONENT_SPAN_TIMEOUT_MS, linkPreviousTrace: 'in-memory' }),
    ],
    tracesSampleRate: TRACES_SAMPLE_RATE,
    tracePropagationTargets: sameOriginTargets(window.location.origin),
    dataCollection: { userInfo: false, cookies: false, httpBodies: [] },
    beforeSend: (event, hint) =>
      isReportedStatus(statusOfError(hint.originalException)) ? scrubErrorEvent(event) : null,
    beforeBreadcrumb: (breadcrumb) => scrubErrorEvent(breadcrumb),
    beforeSendTransaction: (event) => scrubErrorEvent(event),
    beforeSendSpan: (span) => scrubErrorEvent(span),
  });
  return { capture: (error) => captureException(asError(error)) };
}
