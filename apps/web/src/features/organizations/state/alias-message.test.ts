import { aliasMessageKeys } from '@paygrid/domain/organizations/alias';
import { describe, expect, it } from 'vitest';
import en from '~/locales/en.json';
import uk from '~/locales/uk.json';
import { encodeFieldMessage } from '~/shared/forms/field-message';
import { aliasFieldMessage } from './alias-message';

describe('aliasFieldMessage', () => {
  it('points the alias rules’ keys into this feature’s catalogue', () => {
    expect(aliasFieldMessage(aliasMessageKeys.taken, 'This address is already taken')).toBe(
      encodeFieldMessage({
        key: 'organizations.rule.validation__alias_taken',
        fallback: 'This address is already taken',
      }),
    );
  });

  it('leaves any other key as it is, and adds no fallback when none is given', () => {
    expect(aliasFieldMessage('validation__required')).toBe(
      encodeFieldMessage({ key: 'validation__required' }),
    );
  });

  it('every alias key it points to is worded in both languages', () => {
    for (const key of Object.values(aliasMessageKeys)) {
      expect(en.organizations.rule[key]).toEqual(expect.any(String));
      expect(uk.organizations.rule[key]).toEqual(expect.any(String));
      expect(uk.organizations.rule[key]).not.toBe(en.organizations.rule[key]);
    }
  });
});
