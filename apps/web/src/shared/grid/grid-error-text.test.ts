import { createHttpError } from '@paygrid/domain/errors/http-error';
import { describe, expect, it } from 'vitest';
import { gridErrorText } from './grid-error-text';

const failed = (data: unknown) => createHttpError({ data, status: 422, statusText: 'Unprocessable Entity' });

describe('§8 grid errors', () => {
  it("shows the server's message first", () => {
    expect(gridErrorText(failed({ message: 'The list request is not valid.', errors: [] }))).toBe(
      'The list request is not valid.',
    );
  });

  it('otherwise joins the titles, or values, of the errors list', () => {
    expect(
      gridErrorText(failed({ errors: [{ title: 'Invalid value' }, { value: 'Too many rows' }, 'Broken'] })),
    ).toBe('Invalid value. Too many rows. Broken');
  });

  it('says nothing of its own for a failure without a body', () => {
    expect(gridErrorText(failed(undefined))).toBeUndefined();
    expect(gridErrorText(failed({ errors: [{ code: 'x' }] }))).toBeUndefined();
    expect(gridErrorText(new Error('offline'))).toBeUndefined();
  });
});
