import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aliasIssue, aliasMessageKeys, suggestAlias } from './alias';
import { isBaseCurrencyCode, isCountryCode } from './reference-codes';
import { canChangeMember, canChangeSavedPreset, canDo, INVITABLE_ROLES, MEMBER_ROLES } from './roles';

describe('organisation alias (its sub-domain label)', () => {
  it('accepts 3-40 lowercase letters, digits and inner hyphens', () => {
    for (const alias of ['acme', 'a1b', 'acme-payments', 'x'.repeat(40), '3d-pay'])
      expect(aliasIssue(alias)).toBeUndefined();
  });

  it('refuses other shapes with the format message', () => {
    for (const alias of ['ab', 'x'.repeat(41), 'Acme', '-acme', 'acme-', 'ac me', 'xn--acme', 'acmé', 42]) {
      expect(aliasIssue(alias)?.key).toBe(aliasMessageKeys.format);
    }
  });

  it('refuses reserved words', () => {
    for (const alias of ['www', 'api', 'app', 'admin', 'mail', 'static']) {
      expect(aliasIssue(alias)?.key).toBe(aliasMessageKeys.reserved);
    }
  });

  it('suggests a valid alias from any reasonable name', () => {
    expect(suggestAlias('Acme Payments Ltd.')).toBe('acme-payments-ltd');
    expect(suggestAlias('Café Über')).toBe('cafe-uber');
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .&-]{2,60}[A-Za-z0-9]$/), (name) => {
        const alias = suggestAlias(name);
        if (alias.length >= 3 && !alias.includes('--'))
          expect(aliasIssue(alias)?.key).not.toBe(aliasMessageKeys.format);
      }),
    );
  });
});

describe('roles', () => {
  it('lets owner and admin manage members; member uses dashboards; viewer only views', () => {
    expect(canDo('owner', 'manage-members')).toBe(true);
    expect(canDo('admin', 'manage-invitations')).toBe(true);
    expect(canDo('member', 'manage-invitations')).toBe(false);
    expect(canDo('member', 'share-views')).toBe(true);
    expect(canDo('viewer', 'use-dashboards')).toBe(false);
    expect(canDo('viewer', 'view')).toBe(true);
    expect(canDo('admin', 'transfer-ownership')).toBe(false);
  });

  it('never lets anyone change the owner or make an owner by role change', () => {
    for (const actor of MEMBER_ROLES) {
      expect(canChangeMember(actor, 'owner', 'admin')).toBe(false);
      expect(canChangeMember(actor, 'member', 'owner')).toBe(false);
    }
    expect(canChangeMember('admin', 'member', 'viewer')).toBe(true);
    expect(canChangeMember('member', 'viewer', 'member')).toBe(false);
  });

  it('invites to every role but owner', () => {
    expect(INVITABLE_ROLES).toEqual(['admin', 'member', 'viewer']);
  });
});

describe('reference codes', () => {
  it('knows ISO country and currency codes', () => {
    expect(isCountryCode('UA')).toBe(true);
    expect(isCountryCode('ua')).toBe(false);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isBaseCurrencyCode('UAH')).toBe(true);
    expect(isBaseCurrencyCode('EUR')).toBe(true);
    expect(isBaseCurrencyCode('XYZ')).toBe(false);
    expect(isBaseCurrencyCode(7)).toBe(false);
  });
});

describe('who may change a saved view or filter (issue 14)', () => {
  it('lets its owner always, an owner or admin when it is shared, and nobody else', () => {
    expect(canChangeSavedPreset('viewer', { ownedByActor: true, scope: 'private' })).toBe(true);
    expect(canChangeSavedPreset('admin', { ownedByActor: false, scope: 'organization' })).toBe(true);
    expect(canChangeSavedPreset('owner', { ownedByActor: false, scope: 'organization' })).toBe(true);
    expect(canChangeSavedPreset('member', { ownedByActor: false, scope: 'organization' })).toBe(false);
    expect(canChangeSavedPreset('owner', { ownedByActor: false, scope: 'private' })).toBe(false);
  });
});
