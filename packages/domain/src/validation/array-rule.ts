import { validationMessageKeys } from './messages';
import { issue, type Rule, validate } from './rule';

/** @public SPEC §5 names this rule; forms use it as they come (ADR 0098). */
export type ArrayRuleOptions = {
  minItems?: number;
  maxItems?: number;
  /** Rules every item must pass; checking stops at the first failing item. */
  items?: ReadonlyArray<Rule>;
};

/**
 * §5 array: type, item count, then each item until the first failure (the issue's path names the index).
 * @public SPEC §5 names this rule; forms use it as they come (ADR 0098).
 */
export const array =
  (options: ArrayRuleOptions = {}): Rule =>
  (value) => {
    if (!Array.isArray(value)) return issue(validationMessageKeys.notArray);
    const { minItems: min, maxItems: max } = options;
    if (min !== undefined && value.length < min) return issue(validationMessageKeys.tooFewItems, { min });
    if (max !== undefined && value.length > max) return issue(validationMessageKeys.tooManyItems, { max });
    const rules = options.items ?? [];
    for (const [index, item] of value.entries()) {
      const found = validate(item, rules);
      if (found) return { ...found, path: [index, ...(found.path ?? [])] };
    }
    return undefined;
  };
