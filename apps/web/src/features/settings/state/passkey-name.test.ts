import { PASSKEY_NAME_MAX } from '@paygrid/contracts/user/passkeys';
import { validate } from '@paygrid/domain/validation/rule';
import { describe, expect, it } from 'vitest';
import { PASSKEY_NAME_LENGTH, passkeyNameRule } from './passkey-name';

describe('a passkey’s name (issue 39)', () => {
  it('is as long as the API takes, and no longer', () => {
    expect(PASSKEY_NAME_LENGTH).toBe(PASSKEY_NAME_MAX);
    expect(validate('a'.repeat(PASSKEY_NAME_MAX), [passkeyNameRule])).toBeUndefined();
    expect(validate('a'.repeat(PASSKEY_NAME_MAX + 1), [passkeyNameRule])?.key).toBe('validation__too_long');
    expect(validate('', [passkeyNameRule])?.key).toBe('validation__required');
  });
});
