import { createHttpError } from '@paygrid/domain/errors/http-error';
import { describe, expect, it } from 'vitest';
import { describeFailure } from './failure-text';

const catalogue = new Set(['error__invitation_closed', 'error__invalid_credentials']);
const hasKey = (key: string) => catalogue.has(key);
const failure = (status: number, message: string, errors: unknown[]) =>
  createHttpError({ status, statusText: 'Conflict', data: { message, errors } });

describe('§8 alerts: title from the error name, details joined with periods', () => {
  it('titles from the first cause code and joins every detail with periods', () => {
    const error = failure(409, 'The invitation is closed.', [
      { status: '409', code: 'invitation_closed', title: 'Conflict', detail: 'It was accepted' },
      { status: '409', code: 'invitation_closed', title: 'Conflict', detail: 'Ask for a new one.' },
    ]);
    expect(describeFailure(error, hasKey)).toEqual({
      titleKey: 'error__invitation_closed',
      message: 'It was accepted. Ask for a new one.',
    });
  });

  it('keeps the server sentence without details, and the caller title when the name has no translation', () => {
    const error = failure(409, 'The owner cannot leave.', [
      { status: '409', code: 'owner_cannot_leave', title: 'Conflict' },
    ]);
    expect(describeFailure(error, hasKey)).toEqual({
      titleKey: undefined,
      message: 'The owner cannot leave.',
    });
  });

  it('maps known server messages before the name, and words network and server failures itself', () => {
    const badCredentials = failure(401, 'Bad credentials.', [
      { status: '401', code: 'bad_credentials', title: 'Invalid credentials' },
    ]);
    expect(describeFailure(badCredentials, hasKey)).toEqual({
      titleKey: 'error__invalid_credentials',
      messageKey: 'error_message.invalid_credentials',
    });
    expect(describeFailure(createHttpError({ status: 500 }), hasKey)).toEqual({
      messageKey: 'error.generic',
    });
    expect(describeFailure(new Error('x'), hasKey)).toEqual({ messageKey: 'error.generic' });
  });

  it('says a closed passkey prompt changed nothing, and is no generic failure (issue 39)', () => {
    const closed = { titleKey: 'error.passkey_not_used_title', messageKey: 'error.passkey_not_used' };
    expect(describeFailure(new DOMException('Not allowed', 'NotAllowedError'), hasKey)).toEqual(closed);
    expect(describeFailure(new DOMException('Aborted', 'AbortError'), hasKey)).toEqual(closed);
    expect(describeFailure(new DOMException('Bad state', 'InvalidStateError'), hasKey)).toEqual({
      messageKey: 'error.generic',
    });
  });

  it('V2.1.3 words a limit the catalogue knows by its code, with the numbers the server sent, before "too many attempts"', () => {
    const worded = new Set([
      ...catalogue,
      'error__invitations_per_inviter',
      'error_message.invitations_per_inviter',
    ]);
    const limit = failure(429, 'You have sent as many invitations as one person may for now.', [
      {
        status: '429',
        code: 'invitations_per_inviter',
        title: 'Too Many Requests',
        meta: { retry_after: 1200, params: { hour: 50, day: 200 } },
      },
    ]);
    expect(describeFailure(limit, (key) => worded.has(key))).toEqual({
      titleKey: 'error__invitations_per_inviter',
      messageKey: 'error_message.invitations_per_inviter',
      values: { hour: 50, day: 200 },
    });
    const attempts = failure(429, 'Too many attempts. Try again in 5 minutes.', [
      { status: '429', code: 'too_many_attempts', title: 'Too Many Requests', meta: { retry_after: 300 } },
    ]);
    expect(describeFailure(attempts, (key) => worded.has(key))).toEqual({
      titleKey: 'error.too_many_attempts_title',
      messageKey: 'error.too_many_attempts',
    });
  });
});
