import { createHttpError } from '@paygrid/domain/errors/http-error';
import { describe, expect, it } from 'vitest';
import en from '~/locales/en.json';
import uk from '~/locales/uk.json';
import { encodeFieldMessage } from '~/shared/forms/field-message';
import { serverFieldErrors } from '~/shared/forms/server-field-errors';
import { passwordWording } from './password-field-errors';

const passwordFieldErrors = (error: unknown, fields: ReadonlyArray<string>) =>
  serverFieldErrors(error, fields, passwordWording);

const wrongPassword = 'The presented password is invalid.';

const failure = (...items: Array<{ code: string; field: string; detail: string }>) =>
  createHttpError({
    status: 422,
    data: {
      message: items[0]?.detail ?? 'Unprocessable.',
      errors: items.map(({ code, field, detail }) => ({
        status: '422',
        code,
        title: 'Unprocessable',
        detail,
        source: { pointer: `/data/attributes/${field}` },
      })),
    },
  });

describe('password forms: the server’s field failures with passwordWording', () => {
  it('words a wrong current password in the reader’s language, with the API’s sentence as fallback', () => {
    const error = failure({ code: 'invalid_password', field: 'current_password', detail: wrongPassword });
    expect(passwordFieldErrors(error, ['current_password', 'new_password'])).toEqual({
      current_password: encodeFieldMessage({ key: 'security.wrong_password', fallback: wrongPassword }),
    });
  });

  it('keeps the API’s own key for every other field failure', () => {
    const error = failure(
      { code: 'invalid_password', field: 'current_password', detail: wrongPassword },
      { code: 'string_too_short', field: 'new_password', detail: 'Too short.' },
    );
    expect(passwordFieldErrors(error, ['current_password', 'new_password']).new_password).toBe(
      encodeFieldMessage({ key: 'string_too_short', fallback: 'Too short.' }),
    );
  });

  it('leaves out fields the form does not have, the wrong password included', () => {
    const error = failure({ code: 'invalid_password', field: 'password', detail: wrongPassword });
    expect(passwordFieldErrors(error, ['current_password'])).toEqual({});
  });

  it('is empty for a failure that is not about fields', () => {
    expect(passwordFieldErrors(new Error('offline'), ['current_password'])).toEqual({});
    expect(passwordFieldErrors(createHttpError({ status: 500 }), ['current_password'])).toEqual({});
  });

  it('the wording it points to exists in both languages', () => {
    expect(en.security.wrong_password).toBe('This is not your current password');
    expect(uk.security.wrong_password).toEqual(expect.any(String));
    expect(uk.security.wrong_password).not.toBe(en.security.wrong_password);
  });
});
