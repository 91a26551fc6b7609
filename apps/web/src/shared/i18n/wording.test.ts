import { CURRENCY_TYPES } from '@paygrid/domain/catalogues/fixed-values';
import { SHOWN_INVITATION_STATES } from '@paygrid/domain/organizations/fixed-values';
import { MEMBER_ROLES } from '@paygrid/domain/organizations/roles';
import { FAILURE_REASONS } from '@paygrid/domain/payments/failure-reasons';
import { PAYMENT_METHODS, PAYMENT_STATUSES, PAYMENT_TYPES } from '@paygrid/domain/payments/fixed-values';
import { describe, expect, it } from 'vitest';
import en from '~/locales/en.json';
import uk from '~/locales/uk.json';

/** Every sentence of a catalogue, with interpolation placeholders ({{organization}}) left out. */
function sentences(catalogue: unknown): string[] {
  if (typeof catalogue === 'string') return [catalogue.replace(/\{\{[^}]*\}\}/g, '')];
  if (typeof catalogue !== 'object' || catalogue === null) return [];
  return Object.values(catalogue).flatMap(sentences);
}

describe('one wording per language', () => {
  it('spells organisation one way in English (British, as the rest of the console)', () => {
    const american = sentences(en).filter((sentence) => /organiz/i.test(sentence));
    expect(american).toEqual([]);
    expect(sentences(en).some((sentence) => /organisation/i.test(sentence))).toBe(true);
  });

  it('has no English spelling of organisation left in the Ukrainian catalogue', () => {
    expect(sentences(uk).filter((sentence) => /organi[sz]/i.test(sentence))).toEqual([]);
  });

  it('names a mistyped e-mail with one message in each language', () => {
    expect(en.validation__invalid_email).toBe('Invalid e-mail');
    expect(uk.validation__invalid_email).toEqual(expect.any(String));
    expect(uk.validation__invalid_email).not.toBe(en.validation__invalid_email);
  });

  it('words each payment status, type and method once, from the declaration, in both languages (issue 32)', () => {
    for (const catalogue of [en, uk]) {
      expect(Object.keys(catalogue.payments.status).sort()).toEqual([...PAYMENT_STATUSES].sort());
      expect(Object.keys(catalogue.payments.type).sort()).toEqual([...PAYMENT_TYPES].sort());
      expect(Object.keys(catalogue.payments.method).sort()).toEqual([...PAYMENT_METHODS].sort());
      // Each failure reason has its words and its "what to do", and nothing else is worded as one.
      expect(Object.keys(catalogue.payments.failure_reason).sort()).toEqual([...FAILURE_REASONS].sort());
      expect(Object.keys(catalogue.payments.failure_hint).sort()).toEqual([...FAILURE_REASONS].sort());
      // No second wording elsewhere (the dashboard once said "Succeeded" and "Bank transfer" where the grid said
      // "Success" and "Wire").
      expect('status' in catalogue.dashboard_home).toBe(false);
      expect('method' in catalogue.dashboard_home).toBe(false);
    }
  });

  it('words each currency type, role and invitation state once, from its declaration, in both languages', () => {
    for (const catalogue of [en, uk]) {
      expect(Object.keys(catalogue.currencies.type).sort()).toEqual([...CURRENCY_TYPES].sort());
      expect(Object.keys(catalogue.organizations.role).sort()).toEqual([...MEMBER_ROLES].sort());
      expect(Object.keys(catalogue.organizations.role_hint).sort()).toEqual([...MEMBER_ROLES].sort());
      expect(Object.keys(catalogue.members.state).sort()).toEqual([...SHOWN_INVITATION_STATES].sort());
    }
  });
});
