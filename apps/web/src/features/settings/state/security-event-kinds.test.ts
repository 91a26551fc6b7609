import { describe, expect, it } from 'vitest';
import en from '~/locales/en.json';
import uk from '~/locales/uk.json';
import { isSecurityEventKind, isWarningEvent, securityEventKinds } from './security-event-kinds';

describe('security log event kinds', () => {
  it('knows the kinds the console words, and nothing else', () => {
    expect(isSecurityEventKind('password-changed')).toBe(true);
    expect(isSecurityEventKind('session-ended')).toBe(true);
    expect(isSecurityEventKind('passkey-counter-went-back')).toBe(true);
    expect(isSecurityEventKind('password_changed')).toBe(false);
    expect(isSecurityEventKind('constructor')).toBe(false);
    expect(isSecurityEventKind('')).toBe(false);
  });

  it('marks failed attempts and a passkey that may be a copy only as warnings', () => {
    expect(securityEventKinds.filter(isWarningEvent)).toEqual([
      'sign-in-failed',
      'second-factor-failed',
      'passkey-sign-in-failed',
      'passkey-counter-went-back',
    ]);
    expect(isWarningEvent('unknown-kind')).toBe(false);
  });

  it('every kind it knows is worded in both languages', () => {
    for (const kind of securityEventKinds) {
      expect(en.security.log.kind[kind], kind).toEqual(expect.any(String));
      expect(uk.security.log.kind[kind], kind).toEqual(expect.any(String));
    }
  });
});
