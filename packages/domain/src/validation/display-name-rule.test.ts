import { describe, expect, it } from 'vitest';
import { displayName } from './display-name-rule';
import { validationMessageKeys } from './messages';

const rule = displayName();

describe('display names refuse links, addresses and control characters (issue 9, anti-automation)', () => {
  it.each([
    'Olena',
    'Kovalenko-Shevchenko',
    "O'Brien",
    'J.R.R. Tolkien',
    'Dr.Smith',
    'St. Louis Payments',
    'Ковальчук Олена',
    'Acme Payments 2',
  ])('accepts %s', (name) => {
    expect(rule(name)).toBeUndefined();
  });

  it.each([
    'Win money https://evil.example',
    'see WWW.EVIL.EXAMPLE',
    'cheap-loans.com',
    'visit evil.xn--p1ai now',
  ])('refuses the link in %s', (name) => {
    expect(rule(name)?.key).toBe(validationMessageKeys.nameLink);
  });

  it('refuses an address or @', () => {
    expect(rule('write to boss@corp')?.key).toBe(validationMessageKeys.nameAddress);
  });

  it.each(['Ann\u0000', 'Ann\nSmith', 'Ann\u202Eevil', 'Ann\u200B'])(
    'refuses control characters in %j',
    (name) => {
      expect(rule(name)?.key).toBe(validationMessageKeys.nameControl);
    },
  );

  it('leaves non-strings to the string rule', () => {
    expect(rule(42)).toBeUndefined();
  });
});

describe('the shared string rule refuses NUL (issue 11)', () => {
  it('answers invalid for a NUL anywhere, since PostgreSQL text cannot hold one', async () => {
    const { string } = await import('./string-rule');
    expect(string()('a\u0000b')?.key).toBe(validationMessageKeys.invalid);
    expect(string()('ab')).toBeUndefined();
  });
});
