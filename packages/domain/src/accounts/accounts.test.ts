import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationMessageKeys } from '../validation';
import { validate } from '../validation/rule';
import { isCommonPassword } from './common-passwords';
import ranked from './common-passwords.json';
import {
  enteredPasswordRule,
  newPasswordIssue,
  PASSWORD_MAX_LENGTH,
  passwordMessageKeys,
} from './password-policy';

describe('new password rule', () => {
  const context = { email: 'olena@example.com', isCommon: isCommonPassword };

  it('ships the 10,000 most common passwords and matches them case-insensitively', () => {
    expect(new Set(ranked).size).toBe(10_000);
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('qwerty123')).toBe(true);
    expect(isCommonPassword('correct horse battery staple 42')).toBe(false);
  });

  it('requires 8 to 128 characters, with the §5 messages', () => {
    expect(newPasswordIssue('', context)?.key).toBe(validationMessageKeys.required);
    expect(newPasswordIssue('Ab1!xyz', context)).toEqual({
      key: validationMessageKeys.range,
      params: { min: 8, max: 128 },
    });
    expect(newPasswordIssue('x'.repeat(PASSWORD_MAX_LENGTH + 1), context)?.key).toBe(
      validationMessageKeys.range,
    );
    expect(newPasswordIssue('Tallinn-Kyiv-2026', context)).toBeUndefined();
  });

  it('refuses the account e-mail and its local part', () => {
    expect(newPasswordIssue('Olena@Example.com', context)?.key).toBe(passwordMessageKeys.sameAsEmail);
    expect(newPasswordIssue('olena@example.com', { email: 'olena@example.com' })?.key).toBe(
      passwordMessageKeys.sameAsEmail,
    );
    expect(newPasswordIssue('olenaolena', { email: 'olenaolena@example.com' })?.key).toBe(
      passwordMessageKeys.sameAsEmail,
    );
  });

  it('refuses a common password only when the list is given', () => {
    expect(newPasswordIssue('baseball1', context)?.key).toBe(passwordMessageKeys.tooCommon);
    expect(newPasswordIssue('baseball1', { email: 'x@y.z' })).toBeUndefined();
  });

  it('accepts any long random password that is neither the e-mail nor common', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 20, maxLength: 60 }).filter((value) => value.trim().length >= 8),
        (password) => {
          expect(newPasswordIssue(password, context)).toBeUndefined();
        },
      ),
    );
  });
});

describe('entered password rule (login, and confirming a change)', () => {
  it('asks only for a password of at most 128 characters: an old one may be short or common', () => {
    expect(validate('', [enteredPasswordRule])?.key).toBe(validationMessageKeys.required);
    expect(validate('x'.repeat(PASSWORD_MAX_LENGTH + 1), [enteredPasswordRule])?.key).toBe(
      validationMessageKeys.tooLong,
    );
    expect(validate('abc', [enteredPasswordRule])).toBeUndefined();
    expect(validate('password', [enteredPasswordRule])).toBeUndefined();
  });
});
