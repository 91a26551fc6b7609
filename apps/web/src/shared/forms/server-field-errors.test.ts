import { createHttpError } from '@paygrid/domain/errors/http-error';
import { describe, expect, it } from 'vitest';
import { encodeFieldMessage } from './field-message';
import {
  failsOnFields,
  type ServerErrorsForm,
  serverFieldErrors,
  showServerFieldErrors,
} from './server-field-errors';

const unprocessable = (errors: ReadonlyArray<Record<string, unknown>>) =>
  createHttpError({ status: 422, data: { message: 'The given data was invalid.', errors } });

const failure = unprocessable([
  {
    status: '422',
    code: 'validation__too_short',
    title: 'Too short',
    detail: 'The first name is too short.',
    source: { pointer: '/data/attributes/first_name' },
    meta: { params: { min: 2, ignored: { nested: true } } },
  },
  {
    status: '422',
    code: 'validation__invalid_email',
    title: 'Invalid e-mail',
    source: { pointer: '/email' },
  },
  { status: '422', code: 'validation__required', title: 'Required', source: { pointer: '/email' } },
  {
    status: '422',
    code: 'validation__unknown',
    title: 'Unknown',
    source: { pointer: '/data/attributes/nickname' },
  },
]);

/** A form that remembers what the helper did to it. */
function recordingForm() {
  const focused: string[] = [];
  let shown: Record<string, string> | undefined;
  const form: ServerErrorsForm = {
    setErrors: (errors) => {
      shown = errors;
    },
    getInputNode: (path) => ({ focus: () => focused.push(path) }) as unknown as HTMLElement,
  };
  return { form, focused, shown: () => shown };
}

describe('a server 422 on a Mantine form', () => {
  it('maps each pointer to the field its last segment names, first failure per field, with code and detail', () => {
    expect(serverFieldErrors(failure, ['first_name', 'email'])).toEqual({
      first_name: encodeFieldMessage({
        key: 'validation__too_short',
        params: { min: 2 },
        fallback: 'The first name is too short.',
      }),
      email: encodeFieldMessage({ key: 'validation__invalid_email', fallback: 'Invalid e-mail' }),
    });
  });

  it('leaves out fields the form does not have', () => {
    expect(Object.keys(serverFieldErrors(failure, ['email']))).toEqual(['email']);
    expect(failsOnFields(failure, ['password'])).toBe(false);
    expect(failsOnFields(failure, ['first_name'])).toBe(true);
  });

  it('lets a form word a failure itself and keeps the API wording for the rest', () => {
    const errors = serverFieldErrors(failure, ['first_name', 'email'], (found, field) =>
      field === 'email' ? encodeFieldMessage({ key: 'own.email', fallback: found.title }) : undefined,
    );
    expect(errors.email).toBe(encodeFieldMessage({ key: 'own.email', fallback: 'Invalid e-mail' }));
    expect(errors.first_name).toContain('validation__too_short');
  });

  it('sets the errors on the form, focuses the first field in error and says whether any field took one', () => {
    const { form, focused, shown } = recordingForm();
    expect(showServerFieldErrors(form, failure, ['email', 'first_name'])).toBe(true);
    expect(Object.keys(shown() ?? {})).toEqual(['first_name', 'email']);
    expect(focused).toEqual(['first_name']);
  });

  it('answers false for a failure that is not about fields (a 409, a network error), leaving the fields clear', () => {
    const conflict = createHttpError({ status: 409, data: { message: 'Conflict.', errors: [] } });
    for (const error of [conflict, new TypeError('Failed to fetch'), undefined]) {
      const { form, focused, shown } = recordingForm();
      expect(showServerFieldErrors(form, error, ['email'])).toBe(false);
      expect(shown()).toEqual({});
      expect(focused).toEqual([]);
    }
  });
});
