import type { FastifyInstance } from 'fastify';

/**
 * Runs `round` every `pollMs` once the server is ready, never two at once (a long round skips the ticks it
 * overlaps); closing stops the timer, tells the round through its signal (a round that loops ends there) and waits
 * for it. A failed round is logged, and the next tick tries again.
 */
export function pollWhileUp(
  app: Pick<FastifyInstance, 'addHook' | 'log'>,
  options: { pollMs: number; failure: string; round: (signal: AbortSignal) => Promise<unknown> },
): void {
  const closing = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    round = options
      .round(closing.signal)
      .catch((error: unknown) => app.log.warn({ err: error }, options.failure))
      .finally(() => {
        busy = false;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, options.pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    closing.abort();
    await round;
  });
}
