import { isReportedStatus } from '@paygrid/domain/errors/error-page';
import { loadEnvironment } from '../http/environment';

/** What the loaded error-reporting client offers the rest of the console. */
export type ErrorReportingClient = { capture: (error: unknown) => void };

let client: Promise<ErrorReportingClient | undefined> = Promise.resolve(undefined);

/** The status an error carries (an HTTP failure's, a route error response's), if any. */
export function statusOfError(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' && status > 0 ? status : undefined;
}

/**
 * SPEC §8 error reporting: @sentry/react is fetched (its own chunk) only when the environment names SENTRY_DSN;
 * without it nothing loads and nothing is sent. Started once, before the first render.
 */
export function startErrorReporting(): void {
  client = loadEnvironment()
    .then(async (environment) => {
      if (!environment.SENTRY_DSN) return undefined;
      const { startSentry } = await import('./sentry-client');
      return startSentry(environment.SENTRY_DSN);
    })
    .catch(() => undefined);
}

/** Reports an error unless its status is 300-499 (SPEC §8); a no-op when reporting is off. */
export function reportError(error: unknown): void {
  if (!isReportedStatus(statusOfError(error))) return;
  void client.then((loaded) => loaded?.capture(error));
}
