import { matches } from '@paygrid/domain/validation/pattern-rules';
import { required } from '@paygrid/domain/validation/presence';
import { allOf, type Rule } from '@paygrid/domain/validation/rule';
import { string } from '@paygrid/domain/validation/string-rule';

/** A 6-digit authenticator code. */
export const totpCodeRule: Rule = allOf(required(), matches(/^\d{6}$/, 'validation__six_digit_code'));

/** A recovery code as printed (letters, digits and a dash); the server decides whether it is one. */
export const recoveryCodeRule: Rule = allOf(
  required(),
  string({ maxLength: 32 }),
  matches(/^[A-Za-z0-9-]{6,32}$/, 'validation__recovery_code'),
);
