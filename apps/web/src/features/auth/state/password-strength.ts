import type { FeedbackType, ZxcvbnFactory } from '@zxcvbn-ts/core';

let factory: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn and its dictionaries are ~1.5 MB (~820 KiB gzipped, one chunk of their own, scripts/check-budgets.mjs
 * prints it): loaded on the first new-password keystroke only, never before, and the form never waits for them. Its feedback stays
 * in its default translations, the bare keys, worded at render from our locale files (password_strength.*):
 * one factory serves every language, and a language switch re-words hints already shown.
 */
export function loadPasswordStrength(): Promise<ZxcvbnFactory> {
  factory ??= loadFactory().catch((error: unknown) => {
    // A failed download (offline, a release replaced the chunk) is tried again on the next keystroke.
    factory = undefined;
    throw error;
  });
  return factory;
}

function loadFactory(): Promise<ZxcvbnFactory> {
  return Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
      }),
  );
}

/** 0 (guessable in seconds) to 4 (very hard to guess). */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/**
 * zxcvbn's warning keys, each worded in password_strength.warnings.
 * @internal Exported for tests only.
 */
export const strengthWarnings = [
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'userInputs',
  'pwned',
] as const;

/**
 * zxcvbn's suggestion keys, each worded in password_strength.suggestions.
 * @internal Exported for tests only.
 */
export const strengthSuggestions = [
  'l33t',
  'reverseWords',
  'allUppercase',
  'capitalization',
  'dates',
  'recentYears',
  'associatedYears',
  'sequences',
  'repeated',
  'longerKeyboardPattern',
  'anotherWord',
  'useWords',
  'noNeed',
  'pwned',
] as const;

type StrengthWarning = (typeof strengthWarnings)[number];
type StrengthSuggestion = (typeof strengthSuggestions)[number];
export type StrengthHints = { warning?: StrengthWarning; suggestions: StrengthSuggestion[] };

const isOneOf =
  <T extends string>(keys: ReadonlyArray<T>) =>
  (key: unknown): key is T =>
    typeof key === 'string' && (keys as ReadonlyArray<string>).includes(key);
const isWarning = isOneOf(strengthWarnings);
const isSuggestion = isOneOf(strengthSuggestions);

/** zxcvbn's feedback as keys we can word; a key we have no words for is left out rather than shown raw. */
export function strengthHints(feedback: FeedbackType): StrengthHints {
  const suggestions = [...new Set(feedback.suggestions.filter(isSuggestion))];
  return isWarning(feedback.warning) ? { warning: feedback.warning, suggestions } : { suggestions };
}
