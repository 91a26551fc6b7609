import { validationMessageKeys } from './messages';
import { allOf, issue, type Rule } from './rule';

/** §5: undefined, null, NaN, blank strings, empty arrays and empty plain objects are empty; 0 and false are present. */
export const isEmpty = (value: unknown): boolean => {
  if (value === undefined || value === null) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim().length === 0;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date) return Number.isNaN(value.getTime());
  if (typeof value === 'object')
    return Object.getPrototypeOf(value) === Object.prototype && Object.keys(value).length === 0;
  return false;
};

export const required = (): Rule => (value) =>
  isEmpty(value) ? issue(validationMessageKeys.required) : undefined;

/**
 * §5: an optional field passes when empty, otherwise the other rules apply.
 * @public SPEC §5 names this rule; forms use it as they come (ADR 0098).
 */
export const optional = (...rules: ReadonlyArray<Rule>): Rule => {
  const rest = allOf(...rules);
  return (value) => (isEmpty(value) ? undefined : rest(value));
};
