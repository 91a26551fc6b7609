import { emailPattern, matches } from '@paygrid/domain/validation/pattern-rules';
import { required } from '@paygrid/domain/validation/presence';
import { allOf, type Rule } from '@paygrid/domain/validation/rule';
import { string } from '@paygrid/domain/validation/string-rule';
import { ruleError } from './rule-error';

/** §5's e-mail pattern with one message for one mistake, "Invalid e-mail", in every form that asks for one. */
const emailRule: Rule = allOf(
  required(),
  string({ maxLength: 254 }),
  matches(emailPattern, 'validation__invalid_email'),
);

/** The form error of a typed e-mail address (surrounding spaces are not a mistake), or nothing. */
export const emailError = (value: string): string | undefined => ruleError(value.trim(), emailRule);
