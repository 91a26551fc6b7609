import { type MessageParams, validationMessageKeys } from './messages';

/** One failed rule: an i18n key (a known validation key or a custom one) with its parameters. */
export type ValidationIssue = {
  key: string;
  params?: MessageParams;
  /** Where inside the value the failure is, e.g. the index of an array item. */
  path?: ReadonlyArray<string | number>;
};

/** A rule answers nothing when the value passes. */
export type Rule = (value: unknown) => ValidationIssue | undefined;
/** @public SPEC §5 names this rule; forms use it as they come (ADR 0098). */
export type AsyncRule = (value: unknown) => Promise<ValidationIssue | undefined>;

export const issue = (key: string, params?: MessageParams): ValidationIssue =>
  params === undefined ? { key } : { key, params };

const asyncFailed = (): ValidationIssue => issue(validationMessageKeys.asyncFailed);

/** §5: a validator that throws fails the field with the async-fallback message. */
export const runRule = (rule: Rule, value: unknown): ValidationIssue | undefined => {
  try {
    return rule(value);
  } catch {
    return asyncFailed();
  }
};

/** @public SPEC §5 names this rule; forms use it as they come (ADR 0098). */
export const runAsyncRule = async (
  rule: AsyncRule | Rule,
  value: unknown,
): Promise<ValidationIssue | undefined> => {
  try {
    return await rule(value);
  } catch {
    return asyncFailed();
  }
};

/** The first failing rule wins, in the order given. */
export const validate = (value: unknown, rules: ReadonlyArray<Rule>): ValidationIssue | undefined => {
  for (const rule of rules) {
    const found = runRule(rule, value);
    if (found) return found;
  }
  return undefined;
};

/** @public SPEC §5 names this rule; forms use it as they come (ADR 0098). */
export const validateAsync = async (
  value: unknown,
  rules: ReadonlyArray<Rule | AsyncRule>,
): Promise<ValidationIssue | undefined> => {
  for (const rule of rules) {
    const found = await runAsyncRule(rule, value);
    if (found) return found;
  }
  return undefined;
};

/** Several rules as one rule (first failure wins). */
export const allOf =
  (...rules: ReadonlyArray<Rule>): Rule =>
  (value) =>
    validate(value, rules);
