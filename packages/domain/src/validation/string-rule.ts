import { validationMessageKeys } from './messages';
import { issue, type Rule } from './rule';

export type StringRuleOptions = {
  minLength?: number;
  maxLength?: number;
  noSpaces?: boolean;
};

/** Length in characters as a person counts them (code points, not UTF-16 units). */
const characterLength = (value: string): number => [...value].length;

/** §5 string: type, then length (exact when min = max, a range when both, else min or max), then no spaces. */
export const string =
  (options: StringRuleOptions = {}): Rule =>
  (value) => {
    if (typeof value !== 'string') return issue(validationMessageKeys.notString);
    // PostgreSQL text cannot hold NUL, and no person types one.
    if (value.includes('\u0000')) return issue(validationMessageKeys.invalid);
    const { minLength: min, maxLength: max } = options;
    const length = characterLength(value);
    if (min !== undefined && max !== undefined) {
      if (min === max && length !== min) return issue(validationMessageKeys.exactLength, { length: min });
      if (length < min || length > max) return issue(validationMessageKeys.range, { min, max });
    } else if (min !== undefined && length < min) {
      return issue(validationMessageKeys.tooShort, { min });
    } else if (max !== undefined && length > max) {
      return issue(validationMessageKeys.tooLong, { max });
    }
    if (options.noSpaces && /\s/u.test(value)) return issue(validationMessageKeys.noSpaces);
    return undefined;
  };
