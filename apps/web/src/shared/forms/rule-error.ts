import { type Rule, validate } from '@paygrid/domain/validation/rule';
import { encodeFieldMessage } from './field-message';

/** A form error (encoded i18n key) from a shared domain rule, or nothing when the value passes. */
export function ruleError(value: unknown, rule: Rule): string | undefined {
  const found = validate(value, [rule]);
  return found ? encodeFieldMessage(found) : undefined;
}
