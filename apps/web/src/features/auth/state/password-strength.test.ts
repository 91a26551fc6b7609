import { translations as englishZxcvbn } from '@zxcvbn-ts/language-en';
import { describe, expect, it } from 'vitest';
import en from '~/locales/en.json';
import uk from '~/locales/uk.json';
import {
  loadPasswordStrength,
  strengthHints,
  strengthSuggestions,
  strengthWarnings,
} from './password-strength';

describe('password strength hints', () => {
  it('knows every warning and suggestion key zxcvbn can give', () => {
    expect([...strengthWarnings].sort()).toEqual(Object.keys(englishZxcvbn.warnings).sort());
    expect([...strengthSuggestions].sort()).toEqual(Object.keys(englishZxcvbn.suggestions).sort());
  });

  it('every key is worded in both languages, and the Ukrainian words are not the English ones', () => {
    for (const key of strengthWarnings) {
      expect(en.password_strength.warnings[key], key).toMatch(/\S/);
      expect(uk.password_strength.warnings[key], key).toMatch(/[а-яіїєґ]/i);
    }
    for (const key of strengthSuggestions) {
      expect(en.password_strength.suggestions[key], key).toMatch(/\S/);
      expect(uk.password_strength.suggestions[key], key).toMatch(/[а-яіїєґ]/i);
    }
    expect(Object.keys(uk.password_strength.warnings).sort()).toEqual([...strengthWarnings].sort());
    expect(Object.keys(uk.password_strength.suggestions).sort()).toEqual([...strengthSuggestions].sort());
  });

  it('keeps the keys it can word, in zxcvbn’s order, once each', () => {
    expect(
      strengthHints({
        warning: 'topTen',
        suggestions: ['anotherWord', 'l33t', 'anotherWord', 'somethingNew'],
      }),
    ).toEqual({ warning: 'topTen', suggestions: ['anotherWord', 'l33t'] });
  });

  it('has no warning when zxcvbn gives none, or one we cannot word', () => {
    expect(strengthHints({ warning: null, suggestions: [] })).toEqual({ suggestions: [] });
    expect(strengthHints({ warning: 'A sentence, not a key.', suggestions: [] })).toEqual({
      suggestions: [],
    });
  });

  it('zxcvbn as loaded answers in keys, so a weak password gets hints we can word', async () => {
    const zxcvbn = await loadPasswordStrength();
    const weak = zxcvbn.check('P@ssw0rd');
    expect(weak.score).toBe(0);
    expect(strengthHints(weak.feedback)).toEqual({
      warning: 'similarToCommon',
      suggestions: ['anotherWord', 'capitalization', 'l33t'],
    });
    const strong = zxcvbn.check('Quiet-harbour-lantern-42');
    expect(strong.score).toBe(4);
    expect(strengthHints(strong.feedback)).toEqual({ suggestions: [] });
  });
});
