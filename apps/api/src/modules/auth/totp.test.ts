import { describe, expect, it } from 'vitest';
import { acceptedTotpStep, newTotpSecret, totpCodeAt, totpUri } from './totp';

describe('TOTP (30 s, 6 digits, ±1 step, single use)', () => {
  const secret = newTotpSecret();
  const now = 1_800_000_000_000;

  it('accepts the current code and the codes one step either side, and nothing further', () => {
    expect(acceptedTotpStep(secret, totpCodeAt(secret, now), null, now)).toBe(Math.floor(now / 30_000));
    expect(acceptedTotpStep(secret, totpCodeAt(secret, now - 30_000), null, now)).toBeDefined();
    expect(acceptedTotpStep(secret, totpCodeAt(secret, now + 30_000), null, now)).toBeDefined();
    expect(acceptedTotpStep(secret, totpCodeAt(secret, now - 90_000), null, now)).toBeUndefined();
  });

  it('refuses a code whose step was already used', () => {
    const code = totpCodeAt(secret, now);
    const step = acceptedTotpStep(secret, code, null, now) as number;
    expect(acceptedTotpStep(secret, code, step, now)).toBeUndefined();
    expect(acceptedTotpStep(secret, totpCodeAt(secret, now - 30_000), step, now)).toBeUndefined();
    expect(acceptedTotpStep(secret, totpCodeAt(secret, now + 30_000), step, now)).toBe(step + 1);
  });

  it('refuses what is not six digits, and tolerates spaces typed in the middle', () => {
    expect(acceptedTotpStep(secret, 'abcdef', null, now)).toBeUndefined();
    expect(acceptedTotpStep(secret, '12345', null, now)).toBeUndefined();
    const code = totpCodeAt(secret, now);
    expect(acceptedTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null, now)).toBeDefined();
  });

  it('builds an otpauth URI for authenticator apps', () => {
    const uri = totpUri(secret, 'ann@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Paygrid:ann%40example\.com\?/);
    expect(uri).toContain(`secret=${secret}`);
  });
});
