export type LoginPayload = { email: string; password: string };

export type CheckLoginResult = { step: 'authorized' } | { step: 'two-factor-required' };

/** A failed login: the server's `message` when it sent one (SPEC §8 shape), and the HTTP status. */
export class CheckLoginError extends Error {
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;

  constructor(status: number | undefined, serverMessage: string | undefined) {
    super(serverMessage ?? `check-login failed${status === undefined ? '' : ` with status ${status}`}`);
    this.name = 'CheckLoginError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

type CheckLoginBody = { success?: unknown; '2fa'?: unknown; message?: unknown };

async function readJsonBody(response: Response): Promise<CheckLoginBody | undefined> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as CheckLoginBody) : undefined;
  } catch {
    return undefined;
  }
}

// Replaced by the shared HTTP client and the contracts schema once they exist.
export async function checkLogin(payload: LoginPayload): Promise<CheckLoginResult> {
  let response: Response;
  try {
    response = await fetch('/api/v1/check-login', {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
      },
      body: JSON.stringify(payload),
    });
  } catch {
    throw new CheckLoginError(undefined, undefined);
  }

  const body = await readJsonBody(response);
  // SPEC §4: a non-success answer carrying the 2fa flag is a step, not an error.
  if (body && body.success !== true && body['2fa']) return { step: 'two-factor-required' };
  if (!response.ok) {
    const message = typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
    throw new CheckLoginError(response.status, message);
  }
  return { step: 'authorized' };
}
