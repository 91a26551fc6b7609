import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

let factory: Promise<ZxcvbnFactory> | undefined;

/** zxcvbn and its dictionaries are ~1.5 MB: loaded on the first new-password keystroke only. */
export function loadPasswordStrength(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
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
  return factory;
}

/** 0 (guessable in seconds) to 4 (very hard to guess). */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;
