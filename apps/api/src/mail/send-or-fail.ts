import { Problem, problemItem } from '../http/problem';

/**
 * Sends a mail inside the caller's transaction: if it cannot go out, the transaction rolls back,
 * nothing is written, and the person is told to try again.
 */
export async function sendOrFail(send: () => Promise<void>, what = 'The e-mail'): Promise<void> {
  try {
    await send();
  } catch (error) {
    throw new Problem(
      503,
      `${what} could not be sent right now. Nothing was saved; please try again in a minute.`,
      [
        problemItem(
          503,
          'mail_unavailable',
          'Service Unavailable',
          error instanceof Error ? error.message : undefined,
        ),
      ],
      { 'retry-after': '60' },
    );
  }
}
