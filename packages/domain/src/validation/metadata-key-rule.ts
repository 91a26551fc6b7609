import { validationMessageKeys } from './messages';
import { isEmpty } from './presence';
import { issue, type Rule, type ValidationIssue } from './rule';

/**
 * Letters, digits, underscore, dash and dot; starting with a letter, digit or underscore.
 * @public SPEC §5 names this rule; forms use it as they come (ADR 0098).
 */
export const metadataKeyPattern = /^[\p{L}\p{N}_][\p{L}\p{N}_.-]*$/u;

/**
 * §5 metadata keys: required, not a number only, the key format, no duplicate among the other keys
 * of the same metadata (compared case-sensitively after trimming).
 * @public SPEC §5 names this rule; forms use it as they come (ADR 0098).
 */
export const metadataKey =
  (otherKeys: ReadonlyArray<string> = []): Rule =>
  (value) => {
    if (isEmpty(value)) return issue(validationMessageKeys.metadataKeyRequired);
    const key = String(value).trim();
    if (/^[+-]?\d+(?:[.,]\d+)?$/.test(key)) return issue(validationMessageKeys.metadataKeyNumberOnly);
    if (!metadataKeyPattern.test(key)) return issue(validationMessageKeys.metadataKeyFormat);
    if (otherKeys.some((other) => other.trim() === key))
      return issue(validationMessageKeys.metadataKeyDuplicate);
    return undefined;
  };

/**
 * Checks every key of a metadata list; the answer holds one entry per failing index.
 * @public SPEC §5 names this rule; forms use it as they come (ADR 0098).
 */
export const validateMetadataKeys = (keys: ReadonlyArray<string>): Map<number, ValidationIssue> => {
  const failures = new Map<number, ValidationIssue>();
  keys.forEach((key, index) => {
    const found = metadataKey(keys.slice(0, index))(key);
    if (found) failures.set(index, found);
  });
  return failures;
};
